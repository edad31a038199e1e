/// The family at the head of the list, so the first page looks like the show
/// (and like the real API, whose ids 1 and 2 are Rick and Morty).
enum WellKnownCharacters {
    static func character(id: Int, links: StubLinks) -> StubCharacter? {
        let earth = StubPlace(name: "Earth (C-137)", url: links.location(id: 1))
        let citadel = StubPlace(name: "Citadel of Ricks", url: links.location(id: 3))
        let replacement = StubPlace(name: "Earth (Replacement Dimension)", url: links.location(id: 20))
        let entries: [Int: (String, String, StubPlace, StubPlace, ClosedRange<Int>, String)] = [
            1: ("Rick Sanchez", "Male", earth, citadel, 1...51, "2017-11-04T18:48:46.250Z"),
            2: ("Morty Smith", "Male", earth, citadel, 1...51, "2017-11-04T18:50:21.651Z"),
            3: ("Summer Smith", "Female", replacement, replacement, 6...51, "2017-11-04T19:09:56.428Z"),
            4: ("Beth Smith", "Female", replacement, replacement, 6...51, "2017-11-04T19:22:43.665Z"),
            5: ("Jerry Smith", "Male", replacement, replacement, 6...51, "2017-11-04T19:26:56.301Z"),
        ]
        guard let (name, gender, origin, location, episodes, created) = entries[id] else { return nil }
        return StubCharacter(
            id: id, name: name, status: "Alive", species: "Human", type: "", gender: gender,
            origin: origin, location: location, image: links.avatar(id: id),
            episode: episodes.map(links.episode(id:)), url: links.character(id: id), created: created
        )
    }
}
