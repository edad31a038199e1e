/// The wire format of episodes and locations, in the real API's field order.
enum ResourceJSON {
    static func episode(_ episode: StubEpisode) -> [UInt8] {
        var json = JSONText(reservingCapacity: 256 + episode.characters.count * 48)
        json.object([
            ("id", { $0.number(episode.id) }),
            ("name", { $0.string(episode.name) }),
            ("air_date", { $0.string(episode.airDate) }),
            ("episode", { $0.string(episode.episode) }),
            ("characters", { $0.stringList(episode.characters) }),
            ("url", { $0.string(episode.url) }),
            ("created", { $0.string(episode.created) }),
        ])
        return json.bytes
    }

    static func location(_ location: StubLocation) -> [UInt8] {
        var json = JSONText(reservingCapacity: 256 + location.residents.count * 48)
        json.object([
            ("id", { $0.number(location.id) }),
            ("name", { $0.string(location.name) }),
            ("type", { $0.string(location.type) }),
            ("dimension", { $0.string(location.dimension) }),
            ("residents", { $0.stringList(location.residents) }),
            ("url", { $0.string(location.url) }),
            ("created", { $0.string(location.created) }),
        ])
        return json.bytes
    }
}
