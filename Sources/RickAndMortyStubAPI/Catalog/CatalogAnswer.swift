/// What a catalogue lookup produced: a JSON body and the status to send it with.
struct CatalogAnswer: Sendable, Equatable {
    let status: Int
    let body: [UInt8]

    static func ok(_ body: [UInt8]) -> CatalogAnswer { CatalogAnswer(status: 200, body: body) }
    static func error(_ status: Int, _ message: String) -> CatalogAnswer {
        CatalogAnswer(status: status, body: CatalogJSON.error(message))
    }

    /// The real API's messages, word for word: clients and tests match on them.
    static let nothingHere = "There is nothing here"
    static let characterNotFound = "Character not found"
    static let episodeNotFound = "Episode not found"
    static let locationNotFound = "Location not found"
    static let missingID = "Hey! you must provide an id"
    static let badArray = "Bad... bad array :/"
    /// Unknown routes (with the full stop, unlike `nothingHere` for an empty page).
    static let noRoute = "There is nothing here."
}
