import AsyncHTTPClient
import Foundation
import NIOHTTP1

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The transport's failures as `URLError`s, the one vocabulary ``ResponseMapping`` reads: no
/// answer in time, none at all, or one that could not be read.
enum TransportFailure {
  /// The `URLError` that `error`, thrown while sending a request or reading its answer, stands
  /// for.
  static func urlError(for error: any Error) -> URLError {
    switch error {
    case let error as URLError:
      return error
    case is DeadlineExceeded:
      return URLError(.timedOut)
    case is CancellationError:
      return URLError(.cancelled)
    case is HTTPParserError:
      return URLError(.badServerResponse)
    case let error as HTTPClientError:
      return URLError(code(for: error))
    default:
      // Refused, unreachable, a failed TLS handshake: no answer came.
      return URLError(.cannotConnectToHost)
    }
  }

  private static func code(for error: HTTPClientError) -> URLError.Code {
    switch error {
    case .deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout,
      .getConnectionFromPoolTimeout:
      .timedOut
    case .cancelled: .cancelled
    case .remoteConnectionClosed: .networkConnectionLost
    case .invalidURL, .emptyHost, .emptyScheme: .badURL
    case .bodyLengthMismatch, .contentLengthMissing: .badServerResponse
    default: .cannotConnectToHost
    }
  }
}
