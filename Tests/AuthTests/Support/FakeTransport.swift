import Auth
import Foundation
import Synchronization
import ThinKit

/// A transport that records each request and plays scripted replies in order (the last one
/// again once the script runs out), so that the client never touches a network.
final class FakeTransport: HTTPTransport {
  enum Reply: Sendable {
    case answer(HTTPAnswer)
    case failure(any Error & Sendable)
    /// Never answers: waits until the request is cancelled.
    case silence
    /// Does not stop when cancelled: it answers 201 only once `held` is released, as a
    /// transport stuck reading a body would (idle meanwhile).
    case deaf(HeldAnswer)
  }

  private let state: Mutex<(replies: [Reply], requests: [HTTPRequest])>

  init(_ replies: [Reply]) {
    state = Mutex((replies.isEmpty ? [.silence] : replies, []))
  }

  /// A JSON answer.
  static func json(_ status: Int, _ object: [String: any Sendable], headers: [String: String] = [:])
    -> Reply
  {
    let body = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    return .answer(HTTPAnswer(statusCode: status, headerFields: headers, body: body))
  }

  /// An answer with `text` as its body.
  static func raw(_ status: Int, _ text: String = "") -> Reply {
    .answer(HTTPAnswer(statusCode: status, body: Data(text.utf8)))
  }

  var requests: [HTTPRequest] { state.withLock { $0.requests } }

  func send(_ request: HTTPRequest) async throws -> HTTPAnswer {
    let reply = state.withLock { state -> Reply in
      state.requests.append(request)
      return state.replies.count > 1 ? state.replies.removeFirst() : state.replies[0]
    }
    switch reply {
    case .answer(let answer): return answer
    case .failure(let error): throw error
    case .silence:
      // A clock nobody advances: this sleep ends only by cancellation, idle meanwhile.
      try await ManualClock().sleep(for: .seconds(1))
      throw CancellationError()
    case .deaf(let held):
      await withTrackedContinuation { held.hold($0) }
      return HTTPAnswer(statusCode: 201)
    }
  }
}

extension HTTPRequest {
  /// The body as a JSON object.
  var json: [String: Any]? {
    body.flatMap { (try? JSONSerialization.jsonObject(with: $0)) as? [String: Any] }
  }
}

/// A request a ``FakeTransport`` holds, whatever cancels it, until the test releases it.
final class HeldAnswer: Sendable {
  private let waiter = Mutex<TrackedContinuation<Void>?>(nil)

  func hold(_ continuation: TrackedContinuation<Void>) {
    waiter.withLock { $0 = continuation }
  }

  func release() {
    waiter.withLock { $0.take() }?.resume()
  }
}
