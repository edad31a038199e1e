import Foundation
import HTTPTypes
import HummingbirdTesting
import RickAndMortyFeed
import Testing

/// `GET /stats` on in-memory features: the cache's figures as SVG charts drawn on the server,
/// each with its text equivalents, without JavaScript.
@Suite struct StatsPageTests {
    typealias H = InProcessWebHarness

    private static let whole = ShowStatistics.Wholeness(characters: true, episodes: true, locations: true)

    private static func character(_ id: Int, status: String = "Alive", species: String = "Human", episodes: Int = 1) -> FeedCharacter {
        FeedCharacter(
            id: id, name: "Character \(id)", status: status, species: species, type: "", gender: "Female",
            origin: "Earth", location: "Earth", image: nil, episodeCount: episodes
        )
    }

    @Test func statsPage_drawsEachChartAsSVGWithATitleADescriptionAndATable() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.statistics = .success(ShowStatistics(
                    characters: [Self.character(1), Self.character(2), Self.character(3, status: "Dead")],
                    episodes: [FeedEpisode(id: 1, name: "Pilot", airDate: "December 2, 2013", code: "S01E01", characterIDs: [1, 2])],
                    locations: [FeedLocation(id: 1, name: "Earth", type: "Planet", dimension: "Dimension C-137", residentIDs: [])],
                    whole: Self.whole
                ))
            }

            let response = try await client.page("/stats")

            #expect(response.status == .ok)
            let charts = ["status", "species", "gender", "seasons", "most-episodes", "location-types", "dimensions"]
            for chart in charts {
                #expect(response.text.contains(#"data-chart="\#(chart)""#), "\(chart)")
                #expect(response.text.contains(#"aria-labelledby="chart-\#(chart)-title chart-\#(chart)-desc""#), "\(chart)")
            }
            #expect(response.text.components(separatedBy: #"<svg class="bar-chart""#).count - 1 == charts.count)
            #expect(response.text.contains(#"<title id="chart-status-title">Characters by status</title>"#))
            #expect(response.text.contains(#"<desc id="chart-status-desc">Characters by status: Alive 2, Dead 1.</desc>"#))
            #expect(response.text.contains("<tr><td>Alive</td><td>2</td></tr><tr><td>Dead</td><td>1</td></tr>"))
            #expect(response.text.contains("1 episodes, 2 characters"), "a season says its episodes and its cast")
            #expect(response.text.contains("The cache holds 3 characters, 1 episodes and 1 locations."))
            #expect(!response.text.contains("data-stats-partial"))
            #expect(response.text.contains(#"<a class="nav-link nav-stats" href="/stats" aria-current="page">Stats</a>"#))
        }
    }

    @Test func statsPage_barsAreAsLongAsTheirCountsAllow() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.statistics = .success(ShowStatistics(
                    characters: [Self.character(1), Self.character(2), Self.character(3), Self.character(4, status: "Dead")],
                    episodes: [], locations: [], whole: Self.whole
                ))
            }

            let text = try await client.page("/stats").text

            let status = try #require(text.range(of: #"data-chart="status""#)).upperBound
            let chart = String(text[status...].split(separator: "</svg>")[0])
            #expect(chart.contains(#"width="300" height="18""#), "the largest count fills the bars' space")
            #expect(chart.contains(#"width="100" height="18""#), "a third of it is a third as long")
        }
    }

    @Test func statsPage_manyValues_drawTheFirstAndOneBarForTheRest_theTableHasEvery() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.statistics = .success(ShowStatistics(
                    characters: (1...15).map { Self.character($0, species: "Species \(100 + $0)") }, episodes: [], locations: [],
                    whole: Self.whole
                ))
            }

            let text = try await client.page("/stats").text

            let species = try #require(text.range(of: #"data-chart="species""#)).upperBound
            let section = String(text[species...].split(separator: "</section>")[0])
            #expect(section.components(separatedBy: #"<g class="bar">"#).count - 1 == 12)
            #expect(section.contains(">4 other values</text>"))
            #expect(section.contains("<td>Species 115</td>"), "the table lists every value")
        }
    }

    @Test func statsPage_charactersInTheMostEpisodes_linkToTheirPages() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.statistics = .success(ShowStatistics(
                    characters: [Self.character(7, episodes: 51), Self.character(8, episodes: 3)], episodes: [], locations: [], whole: Self.whole
                ))
            }

            let text = try await client.page("/stats").text

            #expect(text.contains(#"<tr><td><a href="/characters/7">Character 7</a></td><td>51</td></tr>"#), "\(text)")
            #expect(text.contains(#"<details class="chart-table" open>"#), "the links are shown without a click")
            #expect(text.contains(">51 episodes</text>"))
            let most = try #require(text.range(of: #"data-chart="most-episodes""#)).upperBound
            #expect(!String(text[most...].split(separator: "</svg>")[0]).contains("<a "), "the drawing is one image, with no link inside")
        }
    }

    @Test func statsPage_theTwentyInTheMostEpisodes_areEachDrawn() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.statistics = .success(ShowStatistics(
                    characters: (1...25).map { Self.character($0, episodes: 30 - $0) }, episodes: [], locations: [], whole: Self.whole
                ))
            }

            let text = try await client.page("/stats").text

            let most = try #require(text.range(of: #"data-chart="most-episodes""#)).upperBound
            let section = String(text[most...].split(separator: "</section>")[0])
            #expect(section.components(separatedBy: #"<g class="bar">"#).count - 1 == 20)
            #expect(!section.contains("other values"))
        }
    }

    @Test func statsPage_aPartialCache_isSaid() async throws {
        try await H.with { harness, client in
            let text = try await client.page("/stats").text

            #expect(text.contains(#"<p class="notice" role="status" data-stats-partial>The cache does not hold every page of the show"#))
            #expect(text.contains("Nothing of this is cached yet."))
        }
    }

    @Test func statsPage_namesFromTheNetwork_areEscaped() async throws {
        try await H.with { harness, client in
            harness.update {
                $0.statistics = .success(ShowStatistics(
                    characters: [Self.character(1, species: "<script>alert(1)</script>")], episodes: [], locations: [], whole: Self.whole
                ))
            }

            let text = try await client.page("/stats").text

            #expect(!text.contains("<script>alert(1)"))
            #expect(text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        }
    }

    @Test func statsPage_anUnreadableCache_isAnAlertWithARetry() async throws {
        try await H.with { harness, client in
            harness.update { $0.statistics = .failure(.invalidData) }

            let response = try await client.page("/stats")

            #expect(response.status == .internalServerError)
            #expect(response.text.contains(#"role="alert""#))
            #expect(response.text.contains(#"href="/stats""#))
        }
    }
}
