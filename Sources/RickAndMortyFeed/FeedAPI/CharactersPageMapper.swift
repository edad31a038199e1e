import Foundation

/// Maps a `GET /character` response to a page of characters (`APIResource.mapPage`).
///
/// Any 2xx with a well-formed payload is a page. The API's 404 `{"error":"There is nothing here"}`
/// (a filter with no match, a page past the end) is the empty page, not a failure. Everything
/// else is `RemoteLoadError.invalidData`.
public enum CharactersPageMapper {
    public static func map(_ data: Data, statusCode: Int) throws -> CharactersPage {
        try APIResource.characters.mapPage(data, statusCode: statusCode)
    }
}
