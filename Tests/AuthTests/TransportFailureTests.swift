import Foundation
import NIOCore
import Testing

@testable import Auth

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Which of the transport's failures say the server was reached and then dropped the
/// connection ("the server closed the connection"), and which that it was never reached.
@Suite struct TransportFailureTests {
  /// A reset while a large body is written can surface as a pipeline error (a handler the
  /// closing connection had already removed): the server was reached all the same.
  @Test func aPipelineChangedOnAClosingConnectionIsTheConnectionLost() {
    for error: any Error in [ChannelPipelineError.notFound, ChannelPipelineError.alreadyRemoved] {
      #expect(TransportFailure.urlError(for: error).code == .networkConnectionLost, "\(error)")
    }
  }

  @Test func aRefusedConnectionIsCannotConnect() {
    let refused = IOError(errnoCode: ECONNREFUSED, reason: "connect")
    #expect(TransportFailure.urlError(for: refused).code == .cannotConnectToHost)
  }
}
