import Testing

@testable import RickAndMortyFeedWeb

/// Views that miss one page at once: the first makes it, the others get what it made.
@Suite struct FirstViewMakesTests {
    @Test func theFirstViewMakes_andTheOthersGetWhatItMade() async throws {
        let sut = FirstViewMakes<String, Int>()
        guard case .first = await sut.turn(for: "/stats") else { Issue.record("the first view must make it"); return }

        let others = (0..<5).map { _ in Task { await sut.turn(for: "/stats") } }
        let another = await sut.turn(for: "/episodes")
        while sut.waiters(of: "/stats") < 5 { await Task.yield() }
        sut.finish("/stats", with: 42)

        for other in others {
            guard case .made(42) = await other.value else { Issue.record("a waiting view gets the first one's page"); return }
        }
        guard case .first = another else { Issue.record("another page is made by its own first view"); return }
    }

    @Test func aMakingThatSharedNothing_letsTheWaitingViewsMakeTheirOwn_andTheNextViewIsFirstAgain() async throws {
        let sut = FirstViewMakes<String, Int>()
        _ = await sut.turn(for: "/")
        let waiting = Task { await sut.turn(for: "/") }
        while sut.waiters(of: "/") < 1 { await Task.yield() }
        sut.finish("/", with: nil)

        guard case .made(nil) = await waiting.value else { Issue.record("nothing to share"); return }
        guard case .first = await sut.turn(for: "/") else { Issue.record("the next view makes it anew"); return }
    }
}
