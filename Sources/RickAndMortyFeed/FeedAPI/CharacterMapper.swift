import Foundation

/// Maps a `GET /character/{id}` response: a 2xx with one well-formed character, or `nil` for
/// the API's 404 `{"error":"Character not found"}`. Everything else is invalid data.
public enum CharacterMapper {
    public static func map(_ data: Data, statusCode: Int) throws -> FeedCharacter? {
        if statusCode == 404,
           (try? JSONDecoder().decode(APIErrorPayload.self, from: data))?.error == "Character not found" {
            return nil
        }
        guard HTTPResponse.isSuccess(statusCode),
              let item = try? JSONDecoder().decode(CharactersPayload.Item.self, from: data)
        else { throw RemoteLoadError.invalidData }
        return item.character
    }
}
