/// Word lists the generator draws from. Invented names in the show's spirit, so the data
/// looks believable in a UI without copying the real catalogue.
enum NamePools {
    static let firstNames = [
        "Abradolf", "Beta", "Birdperson", "Blim", "Bobby", "Brad", "Calypso", "Cornvelious", "Dale",
        "Davin", "Diane", "Doofus", "Elon", "Ethan", "Flora", "Gene", "Glenn", "Greg", "Hamurai",
        "Jacqueline", "Jan", "Jessica", "Joyce", "Karen", "Kiara", "Krombopulos", "Lucy", "Mandy",
        "Marcus", "Mr.", "Nancy", "Noob", "Ora", "Pencilvester", "Quark", "Revolio", "Ruben", "Samantha",
        "Scropon", "Shleemy", "Sleepy", "Stacy", "Tammy", "Toby", "Trunkphobic", "Unity", "Veronica",
        "Wendy", "Xander", "Yaarb", "Zeep", "Ants", "Baby", "Chris", "Eli", "Frank", "Gwendolyn",
    ]

    static let lastNames = [
        "Sanchez", "Smith", "Lincler", "Flippinflop", "Gueterman", "Glootie", "Hansen", "Jaguar",
        "Gazorpazorp", "Blorbus", "Bolonius", "Crumbs", "Dipper", "Fart", "Goldenfold", "Horseman",
        "Jellybean", "Kowalski", "Lacy", "Melon", "Nimbus", "Orthodox", "Pinkman", "Plumbus",
        "Quibbles", "Rhinoplasty", "Shrimply", "Slaughter", "Tinkles", "Trunk", "Vance", "Wong", "Zarp",
    ]

    static let titles = ["Cop", "Doctor", "King", "Lil'", "Mega", "Mr.", "Mrs.", "Professor", "Sheriff", "Squanchy"]

    static let robotWords = ["Butter", "Gear", "Glitch", "Toaster", "Voltage", "Wrench", "Bolt", "Servo"]

    /// (name, id) of the locations that characters come from or live in; the ids form `{base}/location/{id}`.
    static let places: [(String, Int)] = [
        ("Earth (C-137)", 1), ("Abadango", 2), ("Citadel of Ricks", 3), ("Worldender's lair", 4),
        ("Anatomy Park", 5), ("Interdimensional Cable", 6), ("Immortality Field Resort", 7),
        ("Post-Apocalyptic Earth", 8), ("Purge Planet", 9), ("Venzenulon 7", 10), ("Bepis 9", 11),
        ("Cronenberg Earth", 12), ("Nuptia 4", 13), ("Giant's Town", 14), ("Bird World", 15),
        ("St. Gloopy Noops Hospital", 16), ("Earth (5-126)", 17), ("Mr. Goldenfold's dream", 18),
        ("Gromflom Prime", 19), ("Earth (Replacement Dimension)", 20), ("Testicle Monster Dimension", 21),
        ("Signus 5 Expanse", 22), ("Space Tahoe", 23), ("Gazorpazorp", 27), ("Planet Squanch", 35),
    ]

    /// Names that replace the generated ones at a few ids, so the data has what the real data
    /// has and a client must handle: `(`, `)`, `-`, `'`, `.` and non-ASCII letters (`name=(`
    /// and `name=-` find something). The ids are far from the first pages, and none of the
    /// replaced names contained "rick", "morty", "smith" or "sanchez", so what other tests
    /// filter for and count is unchanged.
    static let punctuated: [Int: String] = [
        606: "Joyce (Evil Twin)",
        632: "Quark Horseman-Nimbus",
        657: "Mega Lacy (C-500A)",
        684: "Robot Wendy-2000",
        713: "Noob-Noob's Cousin",
        739: "Fake Joyce Jr. (Decoy)",
        765: "Ünïty Glørbo",
        798: "Señora Ñandú",
    ]
}
