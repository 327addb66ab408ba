import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real transport: an ephemeral `URLSession` (no cookies, no cache, no credential store)
/// that never follows a redirect and reads at most ``responseLimit`` bytes of an answer.
///
/// A redirect is refused, so the 3xx answer itself comes back (the client calls it an invalid
/// response): an `https` server cannot send the client to a plain `http` one, and the token a
/// request carries goes nowhere but where the request was addressed. The refusal is the
/// completion-handler delegate method, the one Foundation calls on Linux and Apple platforms
/// alike (Linux's Foundation never calls the `async` variant).
///
/// A body larger than ``responseLimit`` (announced by `Content-Length`, or counted as it
/// arrives) cancels the request with ``ResponseTooLarge``. On Linux, Foundation reads a 3xx
/// answer's body whole before it asks whether to follow; only the request's timeout bounds
/// that one.
///
/// The session is made on the first request, not in `init`: on Linux the first
/// `URLSessionConfiguration` of a process creates directories in the user's data and cache
/// directories (swift-corelibs-foundation's `.default` reads `HTTPCookieStorage.shared` and
/// `URLCache.shared`, and `.ephemeral` starts as a copy of it), and building the container, or
/// its dry run, must leave no trace.
public final class URLSessionTransport: HTTPTransport {
  /// The largest answer body read by default: 64 KiB, far more than any answer of the API.
  public static let defaultResponseLimit = 64 * 1024

  /// The largest answer body read, in bytes.
  public let responseLimit: Int
  private let state = Mutex<URLSession?>(nil)

  public init(responseLimit: Int = URLSessionTransport.defaultResponseLimit) {
    self.responseLimit = responseLimit
  }

  deinit {
    state.withLock { $0?.finishTasksAndInvalidate() }
  }

  /// The session, once a request has made it; nil until then.
  var currentSession: URLSession? {
    state.withLock { $0 }
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPAnswer {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    urlRequest.httpBody = request.body
    urlRequest.timeoutInterval = Double(request.timeout.components.seconds)
    for (name, value) in request.headerFields {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let guardian = ResponseGuard(limit: responseLimit)
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session().data(for: urlRequest, delegate: guardian)
    } catch {
      if guardian.isOverLimit { throw ResponseTooLarge(limit: responseLimit) }
      throw error
    }
    guard data.count <= responseLimit else { throw ResponseTooLarge(limit: responseLimit) }
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    var fields: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String { fields[name] = value }
    }
    return HTTPAnswer(statusCode: http.statusCode, headerFields: fields, body: data)
  }

  /// The session, made by the first caller; concurrent first requests share the one made.
  private func session() -> URLSession {
    state.withLock { session in
      if let session { return session }
      let made = URLSession(
        configuration: Self.configuration(), delegate: ResponseGuard(limit: responseLimit),
        delegateQueue: nil)
      session = made
      return made
    }
  }

  /// An ephemeral configuration without the stores it starts with: the client keeps no
  /// cookie, cached answer or credential, in memory or on disk (it sends its token itself).
  static func configuration() -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCredentialStorage = nil
    return configuration
  }
}

/// An answer whose body is larger than the transport reads.
public struct ResponseTooLarge: Error, Hashable, Sendable, CustomStringConvertible {
  /// The most bytes the transport reads.
  public let limit: Int

  public init(limit: Int) {
    self.limit = limit
  }

  public var description: String {
    "The server's answer is larger than \(limit / 1024) KiB; it was not read."
  }
}

/// Refuses every redirect and cancels a task whose answer grows past the limit. It is the
/// session's delegate (Foundation on Linux asks the session's delegate about redirects) and
/// each task's (the one that counts that task's bytes).
private final class ResponseGuard: NSObject, URLSessionDataDelegate, Sendable {
  let limit: Int
  private let received = Mutex<(bytes: Int, isOverLimit: Bool)>((0, false))

  init(limit: Int) {
    self.limit = limit
  }

  /// Whether this task's answer went past the limit.
  var isOverLimit: Bool { received.withLock { $0.isOverLimit } }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    guard response.expectedContentLength <= Int64(limit) else {
      received.withLock { $0.isOverLimit = true }
      dataTask.cancel()
      return completionHandler(.cancel)
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let isOver = received.withLock { received in
      received.bytes += data.count
      if received.bytes > limit { received.isOverLimit = true }
      return received.isOverLimit
    }
    if isOver { dataTask.cancel() }
  }
}
