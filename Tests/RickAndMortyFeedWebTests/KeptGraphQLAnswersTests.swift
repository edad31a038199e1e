import Foundation
import Hummingbird
import HummingbirdTesting
import NIOConcurrencyHelpers
import RickAndMortyFeed
import RickAndMortyFeedWeb
import Testing
import TestSupport

/// `/graphql` keeps a whole answer by query, variables and operation while the cache stays at
/// the generation it was made at, and no longer than ten seconds, as `/api` keeps its answers:
/// an app's repeated query is answered without resolving it again.
@Suite(.trackingMemoryLeaks)
struct KeptGraphQLAnswersTests {
    private static let query = #"{"query":"query($p: Int) { characters(page: $p) { results { id name } } }","variables":{"p":1}}"#

    @Test func sameQuery_atTheSameGeneration_isAnsweredWithoutResolvingAgain() async throws {
        let mirror = MirrorSpy()
        try await InProcessWebHarness.with(mirror: mirror.features) { _, client in
            let first = try await Self.post(client, Self.query)
            let second = try await Self.post(client, Self.query)
            #expect(first.status == .ok && second.body == first.body)
            #expect(mirror.pageLookups == 1)
            let otherVariables = try await Self.post(client, Self.query.replacingOccurrences(of: #""p":1"#, with: #""p":2"#))
            #expect(otherVariables.status == .ok && mirror.pageLookups == 2)
            let byGET = try await client.execute(uri: "/graphql?query=%7B%20characters%20%7B%20results%20%7B%20id%20%7D%20%7D%20%7D", method: .get)
            #expect(byGET.status == .ok && mirror.pageLookups == 3)
        }
    }

    @Test func sameQuery_askedByManyAtOnce_isMadeOnceForAllOfThem() async throws {
        let mirror = MirrorSpy()
        mirror.update { $0.lookupDelay = .milliseconds(200) }
        try await InProcessWebHarness.with(mirror: mirror.features) { _, client in
            let bodies = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 1...8 { group.addTask { String(buffer: try await Self.post(client, Self.query).body) } }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(bodies.count == 8 && Set(bodies).count == 1 && bodies.first?.contains("Rick Sanchez") == true)
            #expect(mirror.pageLookups == 1)
        }
    }

    @Test func keptAnswer_isMadeAgainOnceTheCacheChanges() async throws {
        let mirror = MirrorSpy()
        try await InProcessWebHarness.with(mirror: mirror.features) { _, client in
            let first = try await Self.post(client, Self.query)
            mirror.update { $0.generation += 1; $0.name = "Renamed" }
            let second = try await Self.post(client, Self.query)
            #expect(mirror.pageLookups == 2)
            #expect(String(buffer: second.body).contains("Renamed") && !String(buffer: first.body).contains("Renamed"))
        }
    }

    @Test func keptAnswer_isMadeAgainAfterTenSeconds() async throws {
        let mirror = MirrorSpy()
        try await InProcessWebHarness.with(mirror: mirror.features) { harness, client in
            _ = try await Self.post(client, Self.query)
            harness.update { $0.clock += 9 }
            _ = try await Self.post(client, Self.query)
            #expect(mirror.pageLookups == 1)
            harness.update { $0.clock += 2 }
            _ = try await Self.post(client, Self.query)
            #expect(mirror.pageLookups == 2)
        }
    }

    @Test func answerWithAFieldError_isNotKept() async throws {
        let mirror = MirrorSpy()
        mirror.update { $0.unreachable = true }
        try await InProcessWebHarness.with(mirror: mirror.features) { _, client in
            let first = try await Self.post(client, Self.query)
            #expect(first.status == .ok && String(buffer: first.body).contains(#""errors""#))
            mirror.update { $0.unreachable = false }
            let second = try await Self.post(client, Self.query)
            #expect(mirror.pageLookups == 2 && !String(buffer: second.body).contains(#""errors""#))
        }
    }

    private static func post(_ client: any TestClientProtocol, _ body: String) async throws -> TestResponse {
        try await client.execute(uri: "/graphql", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: body))
    }
}

/// The mirror's lookups over one page of characters, counting the page lookups.
private final class MirrorSpy: Sendable {
    struct State {
        var generation: UInt64 = 0
        var name = "Rick Sanchez"
        var unreachable = false
        var pageLookups = 0
        /// How long each page lookup takes.
        var lookupDelay: Duration = .zero
    }

    private let state = NIOLockedValueBox(State())

    func update(_ change: (inout State) -> Void) { state.withLockedValue { change(&$0) } }
    var pageLookups: Int { state.withLockedValue { $0.pageLookups } }

    var features: MirrorFeatures {
        MirrorFeatures(
            characters: MirrorResourceFeatures(
                page: { [state] _ in
                    let (name, unreachable, delay) = state.withLockedValue { state in
                        state.pageLookups += 1
                        return (state.name, state.unreachable, state.lookupDelay)
                    }
                    try await Task.sleep(for: delay)
                    if unreachable { throw RemoteLoadError.connectivity }
                    return ResourcePage(items: [InProcessWebHarness.character(id: 1, name: name)], nextPage: nil, totalPages: 1)
                },
                items: { _ in [] }, item: { _ in nil }
            ),
            episodes: MirrorResourceFeatures(page: { _ in ResourcePage(items: [], nextPage: nil, totalPages: 0) }, items: { _ in [] }, item: { _ in nil }),
            locations: MirrorResourceFeatures(page: { _ in ResourcePage(items: [], nextPage: nil, totalPages: 0) }, items: { _ in [] }, item: { _ in nil }),
            avatar: { _ in nil },
            cacheGeneration: { [state] in state.withLockedValue { $0.generation } }
        )
    }
}
