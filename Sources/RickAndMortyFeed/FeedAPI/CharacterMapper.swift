import Foundation

/// Maps a `GET /character/{id}` response: a 2xx with one well-formed character, or `nil` for
/// the API's 404 `{"error":"Character not found"}`. Everything else is invalid data.
public enum CharacterMapper {
    public static func map(_ data: Data, statusCode: Int) throws -> FeedCharacter? {
        try APIResource.characters.mapItem(data, statusCode: statusCode)
    }
}
