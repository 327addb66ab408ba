import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The transport's failures as `URLError`s, the one vocabulary ``ResponseMapping`` reads: no
/// answer in time, none at all (no connection, or one the server closed or reset once the
/// request was on its way: `networkConnectionLost`), or one that could not be read. Each carries the error it
/// stands for as its `NSUnderlyingErrorKey`, so that a log or a failed test names the cause.
enum TransportFailure {
  /// The `URLError` that `error`, thrown while sending a request or reading its answer, stands
  /// for.
  static func urlError(for error: any Error) -> URLError {
    if let error = error as? URLError { return error }
    // The description too: bridged to `NSError`, most of NIO's errors say only "Code=1".
    return URLError(
      code(for: error),
      userInfo: [
        NSUnderlyingErrorKey: error as NSError, NSDebugDescriptionErrorKey: "\(error)",
      ])
  }

  private static func code(for error: any Error) -> URLError.Code {
    switch error {
    case is DeadlineExceeded: .timedOut
    case is CancellationError: .cancelled
    case is HTTPParserError: .badServerResponse
    case let error as HTTPClientError: code(for: error)
    // Reset while the request was being written (the write fails, or the next one finds the
    // channel closed): the connection was made, then dropped.
    case let error as IOError where [ECONNRESET, EPIPE].contains(error.errnoCode):
      .networkConnectionLost
    case let error as ChannelError where [.ioOnClosedChannel, .eof].contains(error):
      .networkConnectionLost
    // A handler gone from the pipeline: the client changed a connection the reset was closing.
    case is ChannelPipelineError: .networkConnectionLost
    // Refused, unreachable, a failed TLS handshake (the cause says which).
    default: .cannotConnectToHost
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
