import Auth
import Foundation
import Synchronization
import ThinKit

/// A transport with one canned answer per path, that tells `onRequest` of each request as it
/// arrives. While ``isHolding``, answers wait until ``release()`` (idle meanwhile, as a request a
/// server has not answered is to the test), so that a test sees the
/// screen busy.
final class StubTransport: HTTPTransport {
  private struct State {
    var answers: [String: HTTPAnswer]
    var requests: [HTTPRequest] = []
    var isHolding = false
    var waiting: [TrackedContinuation<Void>] = []
  }

  private let state: Mutex<State>
  private let onRequest: @Sendable (HTTPRequest) -> Void

  init(
    _ answers: [String: HTTPAnswer], onRequest: @escaping @Sendable (HTTPRequest) -> Void = { _ in }
  ) {
    state = Mutex(State(answers: answers))
    self.onRequest = onRequest
  }

  /// A JSON answer.
  static func json(_ status: Int, _ object: [String: any Sendable]) -> HTTPAnswer {
    HTTPAnswer(
      statusCode: status, body: (try? JSONSerialization.data(withJSONObject: object)) ?? Data())
  }

  var requests: [HTTPRequest] { state.withLock { $0.requests } }

  var isHolding: Bool {
    get { state.withLock { $0.isHolding } }
    set { state.withLock { $0.isHolding = newValue } }
  }

  /// Lets the held requests have their answers.
  func release() {
    let waiting = state.withLock { state in
      state.isHolding = false
      defer { state.waiting.removeAll() }
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  func send(_ request: HTTPRequest) async throws -> HTTPAnswer {
    onRequest(request)
    await withTrackedContinuation { continuation in
      let holds = state.withLock { state in
        state.requests.append(request)
        if state.isHolding { state.waiting.append(continuation) }
        return state.isHolding
      }
      if !holds { continuation.resume() }
    }
    if let answer = state.withLock({ $0.answers[request.url.path] }) { return answer }
    throw URLError(.cannotConnectToHost)
  }
}
