/// An `HTTPClient` failure that says whether trying the same request again may succeed: a
/// refused or reset connection may, a timeout or a refused URL should not (retrying a slow
/// server only makes the person wait longer). Errors that do not conform are never retried.
public protocol TransientHTTPError: Error {
    var isTransient: Bool { get }
}
