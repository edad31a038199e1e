/// Builds the 51 episodes (five seasons, as the real data is frozen at season 5) and their
/// casts from the characters' `episode` lists, so both sides of the link agree, except for
/// `EpisodeGenerator.disagreements`: casts that list a character whose own list lacks the episode,
/// as happens in the real data.
struct EpisodeGenerator {
    /// (episodes in the season, its first air date as days since 1970-01-01).
    static let seasons: [(count: Int, firstAirDay: Int)] = [
        (11, 16_041),  // December 2, 2013
        (10, 16_642),  // July 26, 2015
        (10, 17_257),  // April 1, 2017
        (10, 18_210),  // November 10, 2019
        (10, 18_798),  // June 20, 2021
    ]
    /// (episode id, the id from which the first character that does not list it is picked).
    static let disagreements: [(episode: Int, fromCharacter: Int)] = [(7, 190), (19, 420), (33, 610), (46, 777)]
    static let firstCreatedMilliseconds: Int64 = 1_510_318_593_798

    let links: StubLinks

    func episodes(characters: [StubCharacter]) -> [StubEpisode] {
        var casts = Array(repeating: Set<Int>(), count: CharacterGenerator.episodeCount + 1)
        for character in characters {
            for url in character.episode {
                if let id = Self.trailingID(url), casts.indices.contains(id) { casts[id].insert(character.id) }
            }
        }
        for (episode, from) in Self.disagreements {
            let lacking = characters.first { $0.id >= from && !$0.episode.contains(links.episode(id: episode)) }
            if let lacking { casts[episode].insert(lacking.id) }
        }
        var episodes: [StubEpisode] = []
        for (season, (count, firstAirDay)) in Self.seasons.enumerated() {
            for number in 1...count {
                let id = episodes.count + 1
                episodes.append(StubEpisode(
                    id: id,
                    name: Self.name(id: id),
                    airDate: AirDate.format(daysSinceEpoch: firstAirDay + 7 * (number - 1)),
                    episode: "S\(Self.twoDigits(season + 1))E\(Self.twoDigits(number))",
                    characters: casts[id].sorted().map(links.character(id:)),
                    url: links.episode(id: id),
                    created: CreatedTimestamp.format(milliseconds: Self.firstCreatedMilliseconds + Int64(id - 1) * 73_411)
                ))
            }
        }
        return episodes
    }

    /// Invented titles: word pairs by id (17 and 13 words, so no pair repeats below 221); a few
    /// carry a hyphen, as the real "Close Rick-counters of the Rick Kind" does.
    static func name(id: Int) -> String {
        let first = ["Pilot", "Lawnmower", "Anatomy", "Meeseeks", "Rixty", "Raising", "Something", "Close",
                     "Ricksy", "Auto", "Total", "Get", "Look", "Vat", "Mortynight", "Big", "Pickle"]
        let second = ["Park", "Dog", "Business", "Minutes", "Rickshank", "Gazorpazorp", "Erotic",
                      "Heist", "Escape", "Rickdemption", "Rick-counters", "Journey", "Run"]
        return "\(first[id % first.count]) \(second[id % second.count])"
    }

    static func trailingID(_ url: String) -> Int? {
        url.split(separator: "/").last.flatMap { Int($0) }
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

/// "December 2, 2013", as the real API writes `air_date`.
enum AirDate {
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                         "September", "October", "November", "December"]

    static func format(daysSinceEpoch: Int) -> String {
        let (year, month, day) = CreatedTimestamp.civilDate(daysSinceEpoch: daysSinceEpoch)
        return "\(months[month - 1]) \(day), \(year)"
    }
}
