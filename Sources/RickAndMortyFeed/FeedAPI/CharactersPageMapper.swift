import Foundation

/// Maps a `GET /character` response to a page of characters.
///
/// Any 2xx with a well-formed payload is a page. The API's 404 `{"error":"There is nothing here"}`
/// (a filter with no match, a page past the end) is the empty page, not a failure. Everything
/// else is `RemoteLoadError.invalidData`.
public enum CharactersPageMapper {
    public static func map(_ data: Data, statusCode: Int) throws -> CharactersPage {
        if statusCode == 404, isNothingHere(data) { return .empty }
        guard HTTPResponse.isSuccess(statusCode),
              let payload = try? JSONDecoder().decode(CharactersPayload.self, from: data)
        else { throw RemoteLoadError.invalidData }
        return try payload.page()
    }

    private static func isNothingHere(_ data: Data) -> Bool {
        (try? JSONDecoder().decode(APIErrorPayload.self, from: data))?.error == "There is nothing here"
    }
}
