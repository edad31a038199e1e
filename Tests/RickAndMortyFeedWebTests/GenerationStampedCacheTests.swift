import Foundation
@testable import RickAndMortyFeedWeb
import Testing
import TestSupport

/// The one in-memory store behind the feed pages, the search pages, the images and the mirror's
/// answers: one generation of the cache at a time, young enough, and under a cost cap with the
/// least recently used out first, down to three quarters of the cap.
@Suite(.trackingMemoryLeaks) struct GenerationStampedCacheTests {
    private let start = Date(timeIntervalSince1970: 1_763_800_000)

    @Test func keptValue_isServedAtItsGeneration_andEveryValueGoesOnceItMoves() {
        let sut = makeSUT(.bytes(100))
        sut.keep("a", forKey: 1, cost: 10, generation: 3)
        sut.keep("b", forKey: 2, cost: 10, generation: 3)

        #expect(sut.value(forKey: 1, generation: 3) == "a")
        #expect(sut.value(forKey: 1, generation: 4) == nil)
        #expect(sut.value(forKey: 2, generation: 3) == nil, "the older generation is gone for good")
        #expect(sut.value(forKey: 2, generation: 4) == nil)
        #expect(sut.totalCost == 0)
    }

    @Test func valueMadeAtAnOlderGeneration_isNotKept() {
        let sut = makeSUT(.bytes(100))
        #expect(sut.keep("new", forKey: 1, cost: 10, generation: 5))

        #expect(!sut.keep("old", forKey: 2, cost: 10, generation: 4))
        #expect(sut.value(forKey: 2, generation: 5) == nil)
        #expect(sut.value(forKey: 1, generation: 5) == "new")
    }

    @Test func keptValue_goesOnceAsOldAsMaxAge_orWhenTheClockGoesBack() {
        let sut = makeSUT(.bytes(100, maxAge: 10))
        sut.keep("a", forKey: 1, cost: 10, generation: 1, now: start)
        sut.keep("b", forKey: 2, cost: 10, generation: 1, now: start)

        #expect(sut.value(forKey: 1, generation: 1, now: start.addingTimeInterval(9.9)) == "a")
        #expect(sut.value(forKey: 1, generation: 1, now: start.addingTimeInterval(10)) == nil)
        #expect(sut.value(forKey: 2, generation: 1, now: start.addingTimeInterval(-1)) == nil)
        #expect(sut.totalCost == 0, "an expired value is dropped, not only hidden")
    }

    @Test func withAnAgeSpread_valuesKeptTogetherGrowOldAtSpreadMoments_neverPastTheLimit() {
        let sut = makeSUT(.bytes(1_000, maxAge: 16, ageSpread: 0.5))
        for key in 0..<16 { sut.keep("v", forKey: key, cost: 1, generation: 1, now: start) }
        let young = { (age: TimeInterval) in
            (0..<16).filter { sut.valueOfAnyAge(forKey: $0, generation: 1, now: self.start.addingTimeInterval(age))?.isYoung == true }.count
        }

        #expect(young(7.9) == 16, "none grows old before half the limit")
        #expect(young(12) == 8, "lives step down from the limit to its half, one sixteenth a value")
        #expect(young(16) == 0, "none outlives the limit")
        #expect(sut.totalCost == 16, "grown old, each stays kept to be shown while it is made anew")
        #expect(sut.value(forKey: 0, generation: 1, now: start.addingTimeInterval(16)) == nil)
    }

    @Test func withAnAgeLimit_aValueIsServedOnlyByTheClock_andWithoutOneWhateverTheClock() {
        let aged = makeSUT(.bytes(100, maxAge: 10))
        aged.keep("a", forKey: 1, cost: 10, generation: 1)
        #expect(aged.value(forKey: 1, generation: 1, now: start) == nil, "kept without a time")
        aged.keep("b", forKey: 2, cost: 10, generation: 1, now: start)
        #expect(aged.value(forKey: 2, generation: 1) == nil, "asked without a time")

        let ageless = makeSUT(.bytes(100))
        ageless.keep("c", forKey: 3, cost: 10, generation: 1, now: start)
        #expect(ageless.value(forKey: 3, generation: 1, now: start.addingTimeInterval(86_400 * 365)) == "c")
    }

    @Test func pastTheCap_theLeastRecentlyUsedGoFirst() {
        let sut = makeSUT(.bytes(40))
        for key in 1...4 { sut.keep("\(key)", forKey: key, cost: 10, generation: 1) }
        _ = sut.value(forKey: 1, generation: 1)

        sut.keep("5", forKey: 5, cost: 10, generation: 1)
        #expect(kept(in: sut, keys: 1...5) == [1, 4, 5], "2, then 3, were used least recently")

        _ = sut.value(forKey: 4, generation: 1)
        sut.keep("6", forKey: 6, cost: 20, generation: 1)
        #expect(kept(in: sut, keys: 1...6) == [4, 6], "1, then 5, were used least recently")
    }

    @Test func pastTheCap_aQuarterOfItIsFreed_soTheNextKeepsEvictNothing() {
        let sut = makeSUT(.bytes(40))
        for key in 1...4 { sut.keep("\(key)", forKey: key, cost: 10, generation: 1) }

        sut.keep("5", forKey: 5, cost: 10, generation: 1)
        #expect(kept(in: sut, keys: 1...5) == [3, 4, 5])
        #expect(sut.totalCost == 30, "down to 20 of 40, then the new value")

        sut.keep("6", forKey: 6, cost: 10, generation: 1)
        #expect(kept(in: sut, keys: 1...6) == [3, 4, 5, 6])
        #expect(sut.totalCost == 40)
    }

    @Test func replacingAKeptValue_countsOnlyTheNewCost() {
        let sut = makeSUT(.bytes(30))
        sut.keep("a", forKey: 1, cost: 20, generation: 1)
        sut.keep("b", forKey: 2, cost: 10, generation: 1)

        sut.keep("a2", forKey: 1, cost: 15, generation: 1)

        #expect(sut.totalCost == 25)
        #expect(kept(in: sut, keys: 1...2) == [1, 2])
        #expect(sut.value(forKey: 1, generation: 1) == "a2")
    }

    @Test func aValueCostingMoreThanTheValueCap_isNotKept() {
        let sut = makeSUT(.bytes(100, maxValueBytes: 25))

        #expect(!sut.keep("big", forKey: 1, cost: 26, generation: 1))
        #expect(sut.keep("fits", forKey: 2, cost: 25, generation: 1))
        #expect(sut.value(forKey: 1, generation: 1) == nil)
        #expect(sut.totalCost == 25)
    }

    @Test func pastItsCount_anEntriesStoreStartsOver() {
        let sut = makeSUT(.entries(2))
        sut.keep("a", forKey: 1, generation: 1)
        sut.keep("b", forKey: 2, generation: 1)
        sut.keep("a2", forKey: 1, generation: 1)
        #expect(kept(in: sut, keys: 1...3) == [1, 2], "replacing a value makes no room")

        sut.keep("c", forKey: 3, generation: 1)

        #expect(kept(in: sut, keys: 1...3) == [3])
    }

    @Test func concurrentKeepsAndReads_leaveEveryKeptValueCountedOnce() async {
        let sut = makeSUT(.bytes(1_000))
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for step in 0..<2_000 {
                        let key = (worker * 7 + step * 13) % 150
                        if step % 3 == 0 {
                            sut.keep("\(key)", forKey: key, cost: 5 + key % 20, generation: 1)
                        } else if let value = sut.value(forKey: key, generation: 1) {
                            #expect(value == "\(key)")
                        }
                    }
                }
            }
        }

        let costs = (0..<150).filter { sut.value(forKey: $0, generation: 1) != nil }.map { 5 + $0 % 20 }
        #expect(sut.totalCost == costs.reduce(0, +))
        #expect(sut.totalCost <= 1_000)
        #expect(!costs.isEmpty)
    }

    private func makeSUT(_ limits: CacheLimits, sourceLocation: SourceLocation = #_sourceLocation) -> GenerationStampedCache<Int, String> {
        let sut = GenerationStampedCache<Int, String>(limits: limits)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }

    @Test func valueMade_forCallersAskingAtOnce_isMadeOnce_andKeptWhenItHasACost() async {
        let sut = makeSUT(.bytes(100))
        let makings = Makings()
        let values = await withTaskGroup(of: String?.self) { group in
            for _ in 1...8 {
                group.addTask { [start] in
                    await sut.value(forKey: 1, generation: 1, now: { start }) {
                        await makings.count()
                        try? await Task.sleep(for: .milliseconds(100))
                        return .init(value: "made", cost: 10)
                    }
                }
            }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(values == Array(repeating: "made", count: 8))
        #expect(await makings.made == 1)
        #expect(sut.value(forKey: 1, generation: 1) == "made")
    }

    @Test func valueMadeWithoutACost_isGivenButNotKept_andNothingMadeIsNil() async {
        let sut = makeSUT(.bytes(100))
        let given = await sut.value(forKey: 1, generation: 1, now: { [start] in start }) { .init(value: "once", cost: nil) }
        let nothing = await sut.value(forKey: 2, generation: 1, now: { [start] in start }) { nil }
        #expect(given == "once" && nothing == nil)
        #expect(sut.value(forKey: 1, generation: 1) == nil)
    }

    private func kept(in sut: GenerationStampedCache<Int, String>, keys: ClosedRange<Int>) -> [Int] {
        keys.filter { sut.value(forKey: $0, generation: 1) != nil }
    }
}

/// How many times a value was made.
private actor Makings {
    private(set) var made = 0
    func count() { made += 1 }
}
