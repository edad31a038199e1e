import Foundation

extension HTTPClient {
    /// GET with the remote use cases' error courses: a cancelled task throws `CancellationError`
    /// (even if the client answered anyway), an oversized body or a URL the app may not fetch is
    /// invalid data, a rate limit (`UpstreamRateLimited`) is passed on, and any other client
    /// failure is a connectivity error. `ifNoneMatch` makes it a conditional GET.
    func fetch(_ url: URL, maxBodyBytes: Int, ifNoneMatch: String? = nil) async throws -> HTTPResponse {
        let response: HTTPResponse
        do {
            if let ifNoneMatch {
                response = try await get(from: url, maxBodyBytes: maxBodyBytes, ifNoneMatch: ifNoneMatch)
            } else {
                response = try await get(from: url, maxBodyBytes: maxBodyBytes)
            }
        } catch is CancellationError {
            throw CancellationError()
        } catch let limited as UpstreamRateLimited {
            try Task.checkCancellation()
            throw limited
        } catch HTTPClientError.responseTooLarge, HTTPClientError.unfetchableURL {
            try Task.checkCancellation()
            throw RemoteLoadError.invalidData
        } catch {
            try Task.checkCancellation()
            throw RemoteLoadError.connectivity
        }
        try Task.checkCancellation()
        return response
    }
}
