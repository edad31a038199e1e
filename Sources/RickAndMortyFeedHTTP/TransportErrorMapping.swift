import AsyncHTTPClient
import RickAndMortyFeed

/// Translates whatever AsyncHTTPClient and NIO threw into the errors this target promises.
enum TransportErrorMapping {
    static func map(_ error: any Error, isCancelled: Bool) -> any Error {
        // Whatever surfaced while the caller was cancelled is a consequence of the cancel.
        if isCancelled || error is CancellationError { return CancellationError() }
        switch error {
        case let error as HTTPTransportError:
            return error
        case let error as RickAndMortyFeed.HTTPClientError:
            return error
        case let error as AsyncHTTPClient.HTTPClientError:
            return map(error)
        default:
            return HTTPTransportError.connectionFailed(String(describing: error))
        }
    }

    private static func map(_ error: AsyncHTTPClient.HTTPClientError) -> HTTPTransportError {
        switch error {
        case .connectTimeout, .getConnectionFromPoolTimeout, .tlsHandshakeTimeout:
            return .connectTimeout
        case .readTimeout:
            return .readTimeout
        case .deadlineExceeded:
            return .deadlineExceeded
        case .alreadyShutdown:
            return .clientShutDown
        default:
            return .connectionFailed(String(describing: error))
        }
    }
}
