import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix
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
        case _ where isUnreachable(error):
            return HTTPTransportError.unreachable(String(describing: error))
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

    /// The system's errors for "nobody is there": refused, no route, network down.
    private static let unreachableErrnos: Set<Int32> = [ECONNREFUSED, ENETUNREACH, EHOSTUNREACH, ENETDOWN, EHOSTDOWN]

    /// NIO reports a failed connect as every address it tried and why, or as the name lookups'
    /// errors when no address was found: unreachable when every attempt met nobody.
    private static func isUnreachable(_ error: any Error) -> Bool {
        if case .connectTimeout? = error as? ChannelError { return true }
        switch error {
        case let error as NIOConnectionError:
            return error.connectionErrors.allSatisfy { isUnreachable($0.error) }
        case let error as IOError:
            return unreachableErrnos.contains(error.errnoCode)
        case is SocketAddressError:
            return true
        default:
            return false
        }
    }
}
