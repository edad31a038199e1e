/// Builds one character from its id alone, so any character can be regenerated
/// independently and the whole set is the same on every run.
struct CharacterGenerator {
    static let episodeCount = 51
    /// The real first character's `created`; later ids are created later, as in the real data.
    static let firstCreatedMilliseconds: Int64 = 1_509_821_326_250

    let links: StubLinks

    func character(id: Int) -> StubCharacter {
        if let known = WellKnownCharacters.character(id: id, links: links) { return known }
        var random = SeededRandom(seed: 0x5249_434B_4D4F_5254 ^ (UInt64(id) &* 0x9E37_79B9_7F4A_7C15))
        let species = random.weighted([
            ("Human", 42), ("Alien", 24), ("Humanoid", 10), ("Robot", 6), ("Mythological Creature", 4),
            ("Animal", 5), ("Cronenberg", 3), ("Poopybutthole", 2), ("Disease", 2), ("unknown", 2),
        ])
        let gender = species == "Robot"
            ? random.weighted([("Genderless", 5), ("Male", 3), ("Female", 2), ("unknown", 1)])
            : random.weighted([("Male", 55), ("Female", 30), ("unknown", 9), ("Genderless", 6)])
        let status = random.weighted([("Alive", 50), ("Dead", 35), ("unknown", 15)])
        // Drawn even when replaced, so every later draw stays as it was.
        let generatedName = name(species: species, random: &random)
        return StubCharacter(
            id: id,
            name: NamePools.punctuated[id] ?? generatedName,
            status: status,
            species: species,
            type: type(species: species, random: &random),
            gender: gender,
            origin: place(random: &random, unknownWeight: 25),
            location: place(random: &random, unknownWeight: 12),
            image: links.avatar(id: id),
            episode: episodes(random: &random).map(links.episode(id:)),
            url: links.character(id: id),
            created: CreatedTimestamp.format(milliseconds: created(id: id, random: &random))
        )
    }

    private func name(species: String, random: inout SeededRandom) -> String {
        let first = random.pick(NamePools.firstNames)
        let last = random.pick(NamePools.lastNames)
        if species == "Robot" {
            let word = random.pick(NamePools.robotWords)
            return random.weighted([("\(word)bot", 2), ("Robot \(first)", 1)])
        }
        let title = random.pick(NamePools.titles)
        return random.weighted([
            ("\(first) \(last)", 6), (first, 2), ("\(title) \(last)", 2),
            ("\(species == "Alien" ? "Alien" : "Fake") \(first)", 1), ("\(first) \(last) Jr.", 1),
        ])
    }

    /// Mostly empty, as in the real data, with a type for some species.
    private func type(species: String, random: inout SeededRandom) -> String {
        let types: [String] = switch species {
        case "Human": ["Clone", "Parasite", "Superhuman", "Human with antennae", "Cyborg"]
        case "Alien": ["Gazorpian", "Gromflomite", "Zigerion", "Cromulon", "Meeseeks", "Traflorkian"]
        case "Robot": ["Cyborg", "Butter Robot", "Gear-Person"]
        case "Mythological Creature": ["Giant", "Centaur", "Demon", "Vampire"]
        case "Animal": ["Cat", "Dog", "Bird-Person", "Snake", "Space Bear"]
        default: ["Bepisian", "Mega Gargantuan", "Hole"]
        }
        return random.int(in: 0...9) < 3 ? random.pick(types) : ""
    }

    private func place(random: inout SeededRandom, unknownWeight: Int) -> StubPlace {
        guard random.int(in: 0...99) >= unknownWeight else { return StubPlace(name: "unknown", url: "") }
        let (name, locationID) = random.pick(NamePools.places)
        return StubPlace(name: name, url: links.location(id: locationID))
    }

    /// At least one episode; most characters appear in a handful, a few in many.
    private func episodes(random: inout SeededRandom) -> [Int] {
        let few = random.int(in: 4...10)
        let many = random.int(in: 11...40)
        let count = random.weighted([(1, 50), (2, 20), (3, 12), (few, 12), (many, 6)])
        var chosen = Set<Int>()
        while chosen.count < count {
            chosen.insert(random.int(in: 1...Self.episodeCount))
        }
        return chosen.sorted()
    }

    private func created(id: Int, random: inout SeededRandom) -> Int64 {
        let spacing: Int64 = 3 * 3600 * 1000
        return Self.firstCreatedMilliseconds + Int64(id - 1) * spacing + Int64(random.int(in: 0...(2 * 3600 * 1000)))
    }
}
