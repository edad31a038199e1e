/// Builds the 126 locations: the places characters name (`NamePools.places`, same ids and
/// names) plus invented ones, with residents from the characters' last known `location`, so
/// both sides of that link agree. Many locations have no residents, as in the real data.
struct LocationGenerator {
    static let locationCount = 126
    static let firstCreatedMilliseconds: Int64 = 1_510_317_724_162

    /// (type, dimension) of the places characters name, by id.
    static let known: [Int: (String, String)] = [
        1: ("Planet", "Dimension C-137"), 2: ("Cluster", "unknown"), 3: ("Space station", "unknown"),
        4: ("Planet", "unknown"), 5: ("Microverse", "Dimension C-137"), 6: ("TV", "unknown"),
        7: ("Resort", "unknown"), 8: ("Planet", "Post-Apocalyptic Dimension"), 9: ("Planet", "Replacement Dimension"),
        10: ("Planet", "unknown"), 11: ("Planet", "unknown"), 12: ("Planet", "Cronenberg Dimension"),
        13: ("Planet", "unknown"), 14: ("Fantasy town", "Fantasy Dimension"), 15: ("Planet", "unknown"),
        16: ("Space station", "unknown"), 17: ("Planet", "Dimension 5-126"), 18: ("Dream", "Dimension C-137"),
        19: ("Planet", "Replacement Dimension"), 20: ("Planet", "Replacement Dimension"),
        21: ("Dimension", "Testicle Monster Dimension"), 22: ("Cluster", "Cromulon Dimension"),
        23: ("Space", "unknown"), 27: ("Planet", "Replacement Dimension"), 35: ("Planet", "Replacement Dimension"),
    ]

    let links: StubLinks

    func locations(characters: [StubCharacter]) -> [StubLocation] {
        var residents = Array(repeating: [Int](), count: Self.locationCount + 1)
        for character in characters {
            guard !character.location.url.isEmpty, let id = EpisodeGenerator.trailingID(character.location.url),
                residents.indices.contains(id) else { continue }
            residents[id].append(character.id)
        }
        let names = Dictionary(NamePools.places.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return (1...Self.locationCount).map { id in
            var random = SeededRandom(seed: 0x4C4F_4341_5449_4F4E ^ (UInt64(id) &* 0x9E37_79B9_7F4A_7C15))
            let (type, dimension) = Self.known[id] ?? (
                random.weighted([("Planet", 12), ("Space station", 3), ("Microverse", 2), ("Dream", 1), ("Cluster", 2),
                                 ("Menagerie", 1), ("Game", 1), ("Customs", 1), ("Daycare", 1), ("unknown", 2), ("", 1)]),
                random.weighted([("unknown", 8), ("Dimension C-137", 4), ("Replacement Dimension", 4),
                                 ("Fantasy Dimension", 1), ("Dimension K-83", 1), ("Cronenberg Dimension", 1),
                                 ("Chair Dimension", 1), ("Post-Apocalyptic Dimension", 1)])
            )
            return StubLocation(
                id: id,
                name: names[id] ?? Self.name(id: id),
                type: type,
                dimension: dimension,
                residents: residents[id].map(links.character(id:)),
                url: links.location(id: id),
                created: CreatedTimestamp.format(milliseconds: Self.firstCreatedMilliseconds + Int64(id - 1) * 52_817)
            )
        }
    }

    /// Invented names: word pairs by id (19 and 7 words, so no pair repeats below 133).
    static func name(id: Int) -> String {
        let first = ["Glorzo", "Zorbit", "Plutonia", "Blips", "Froopy", "Alphabetrium", "Kyle's", "Nuptia",
                     "Snake", "Hideout", "Gear", "Glapflap", "Larva", "Unity's", "Krootabulon", "Gazorp",
                     "Vindicator", "Pawn", "Shmlooby"]
        let second = ["Prime", "Minor", "Station", "9", "Moon", "Outpost", "Land"]
        return "\(first[id % first.count]) \(second[id % second.count])"
    }
}
