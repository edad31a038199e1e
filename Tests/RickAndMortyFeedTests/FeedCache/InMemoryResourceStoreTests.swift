import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

@Suite struct InMemoryResourceStoreTests {
    @Test func characters_followTheStoreContract() async throws {
        try await ResourceStoreSpecs.runAll { spec in try await spec(InMemoryResourceStore<LocalFeedCharacter>()) }
    }

    @Test func episodes_followTheStoreContract() async throws {
        try await ResourceStoreSpecs.runAll { spec in try await spec(InMemoryResourceStore<LocalEpisode>()) }
    }

    @Test func locations_followTheStoreContract() async throws {
        try await ResourceStoreSpecs.runAll { spec in try await spec(InMemoryResourceStore<LocalLocation>()) }
    }

    @Test func characters_answerListings() async throws {
        try await ListingSpecs.runAll { spec in try await spec(InMemoryResourceStore<LocalFeedCharacter>()) }
    }

    @Test func episodes_answerListings() async throws {
        try await ListingSpecs.runAll { spec in try await spec(InMemoryResourceStore<LocalEpisode>()) }
    }

    @Test func locations_answerListings() async throws {
        try await ListingSpecs.runAll { spec in try await spec(InMemoryResourceStore<LocalLocation>()) }
    }

    @Test func locations_roundTripWithThousandsOfResidents() async throws {
        try await ResourceStoreSpecs.locations_roundTripWithThousandsOfResidents(on: InMemoryResourceStore<LocalLocation>())
    }
}
