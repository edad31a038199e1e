import Foundation

extension FeedCharacter {
    var local: LocalFeedCharacter {
        LocalFeedCharacter(
            id: id, name: name, status: status, species: species, type: type, gender: gender,
            origin: origin, location: location, image: image, episodeCount: episodeCount,
            episodeIDs: episodeIDs, originID: originID, locationID: locationID
        )
    }
}

extension LocalFeedCharacter {
    var model: FeedCharacter {
        FeedCharacter(
            id: id, name: name, status: status, species: species, type: type, gender: gender,
            origin: origin, location: location, image: image, episodeCount: episodeCount,
            episodeIDs: episodeIDs, originID: originID, locationID: locationID
        )
    }
}

extension CharactersPage {
    func local(number: Int, savedAt: Date) -> LocalCharactersPage {
        LocalCharactersPage(
            number: number, characters: characters.map(\.local), nextPage: nextPage, totalPages: totalPages, savedAt: savedAt
        )
    }
}

extension LocalCharactersPage {
    var model: CharactersPage {
        CharactersPage(characters: characters.map(\.model), nextPage: nextPage, totalPages: totalPages)
    }
}
