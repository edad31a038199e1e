import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

/// Each filter of the three resources, field by field, with the API's matching (docs/API.md,
/// "Filters"), for anything that speaks it: the ids a filter finds are the data set's, counted by
/// hand in each test.
@Suite(.trackingMemoryLeaks)
struct ContractFilterFieldTests {
    @Test(arguments: APIUnderTest.allCases)
    func speciesFilter_isASubstringSoHumanAlsoFindsHumanoid(api: APIUnderTest) async throws {
        let expected = DataSet.characters { $0.species.lowercased().contains("human") }
        let species = Set(DataSet.all.characters.filter { expected.contains($0.id) }.map(\.species))
        #expect(species == ["Human", "Humanoid"])
        try await api.with { endpoint async throws in
            try await endpoint.expectList(.character, "species=human", toBe: expected)
            try await endpoint.expectList(.character, "species=HUMANOID", toBe: DataSet.characters { $0.species == "Humanoid" })
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func statusFilter_matchesEachStatusInAnyCaseAndAsASubstring(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            for status in ["Alive", "Dead", "unknown"] {
                try await endpoint.expectList(.character, "status=\(status.uppercased())", toBe: DataSet.characters { $0.status == status })
            }
            try await endpoint.expectList(.character, "status=liv", toBe: DataSet.characters { $0.status == "Alive" })
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func genderFilter_anchorsOnlyValuesStartingWithMale(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            try await endpoint.expectList(.character, "gender=MALE", toBe: DataSet.characters { $0.gender == "Male" })
            try await endpoint.expectList(.character, "gender=ale", toBe: DataSet.characters { ["Male", "Female"].contains($0.gender) })
            try await endpoint.expectList(.character, "gender=genderless", toBe: DataSet.characters { $0.gender == "Genderless" })
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func typeFilter_isACaseInsensitiveSubstringWithItsPunctuation(api: APIUnderTest) async throws {
        let persons = DataSet.characters { $0.type.lowercased().contains("-person") }
        #expect(Set(DataSet.all.characters.filter { persons.contains($0.id) }.map(\.type)) == ["Bird-Person", "Gear-Person"])
        try await api.with { endpoint async throws in
            try await endpoint.expectList(.character, "type=-PERSON", toBe: persons)
            try await endpoint.expectList(.character, "type=parasite", toBe: DataSet.characters { $0.type == "Parasite" })
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func characterFilters_combineWithAnd(api: APIUnderTest) async throws {
        let expected = DataSet.characters { $0.name.lowercased().contains("smith") && $0.status == "Alive" && $0.gender == "Male" }
        #expect(!expected.isEmpty)
        try await api.with { endpoint async throws in
            try await endpoint.expectList(.character, "name=smith&status=alive&gender=male", toBe: expected)
            try await endpoint.expectList(.character, "species=robot&gender=female", toBe: DataSet.characters { $0.species == "Robot" && $0.gender == "Female" })
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func nonASCIIFilterValues_arePercentEncodedUTF8MatchedInAnyCaseButNeverWithoutTheirAccents(api: APIUnderTest) async throws {
        let senora = DataSet.characters { $0.name == "Señora Ñandú" }
        let unity = DataSet.characters { $0.name == "Ünïty Glørbo" }
        #expect(senora.count == 1 && unity.count == 1)
        try await api.with { endpoint async throws in
            try await endpoint.expectList(.character, "name=%C3%B1and%C3%BA", toBe: senora)
            try await endpoint.expectList(.character, "name=SE%C3%91ORA", toBe: senora)
            try await endpoint.expectList(.character, "name=%C3%BCn%C3%AFty%20gl%C3%B8rbo", toBe: unity)
            try await endpoint.expectList(.character, "name=nandu", toBe: [])
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func aPlusInAFilterValue_isASpaceAndAnEncodedPlusIsAPlus(api: APIUnderTest) async throws {
        let expected = DataSet.characters { $0.name.lowercased().contains("mega lacy") }
        #expect(!expected.isEmpty)
        try await api.with { endpoint async throws in
            try await endpoint.expectList(.character, "name=mega+lacy", toBe: expected, nextQuery: "name=mega%20lacy")
            try await endpoint.expectList(.character, "name=mega%2Blacy", toBe: [])
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func episodeFilters_matchTheNameAndTheCodeAsCaseInsensitiveSubstrings(api: APIUnderTest) async throws {
        let firsts = DataSet.episodes { $0.episode.hasSuffix("E01") }
        #expect(firsts.count == 5)
        try await api.with { endpoint async throws in
            try await endpoint.expectList(.episode, "name=PILOT", toBe: DataSet.episodes { $0.name.hasPrefix("Pilot") })
            try await endpoint.expectList(.episode, "episode=e01", toBe: firsts)
            try await endpoint.expectList(.episode, "episode=S02", toBe: DataSet.episodes { $0.episode.hasPrefix("S02") })
            try await endpoint.expectList(.episode, "episode=s01e01", toBe: [1])
            try await endpoint.expectList(.episode, "name=rick&episode=S03", toBe: DataSet.episodes {
                $0.name.lowercased().contains("rick") && $0.episode.hasPrefix("S03")
            })
        }
    }

    @Test(arguments: APIUnderTest.allCases)
    func locationFilters_matchTheNameTypeAndDimensionAsCaseInsensitiveSubstrings(api: APIUnderTest) async throws {
        try await api.with { endpoint async throws in
            try await endpoint.expectList(.location, "name=EARTH", toBe: DataSet.locations { $0.name.lowercased().contains("earth") })
            try await endpoint.expectList(.location, "type=planet", toBe: DataSet.locations { $0.type == "Planet" })
            try await endpoint.expectList(.location, "type=station", toBe: DataSet.locations { $0.type == "Space station" })
            try await endpoint.expectList(.location, "dimension=c-137", toBe: DataSet.locations { $0.dimension == "Dimension C-137" })
            try await endpoint.expectList(.location, "dimension=DIMENSION", toBe: DataSet.locations { $0.dimension.contains("Dimension") })
            try await endpoint.expectList(.location, "type=planet&dimension=replacement", toBe: DataSet.locations {
                $0.type == "Planet" && $0.dimension == "Replacement Dimension"
            })
        }
    }
}
