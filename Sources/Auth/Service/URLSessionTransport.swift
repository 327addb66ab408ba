import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real transport: an ephemeral `URLSession` (no cookies, no cache, no credential store)
/// that does not follow redirects, so that an `https` server cannot send the client to a plain
/// `http` one.
///
/// The session is made on the first request, not in `init`: on Linux the first
/// `URLSessionConfiguration` of a process creates directories in the user's data and cache
/// directories (swift-corelibs-foundation's `.default` reads `HTTPCookieStorage.shared` and
/// `URLCache.shared`, and `.ephemeral` starts as a copy of it), and building the container, or
/// its dry run, must leave no trace.
public final class URLSessionTransport: HTTPTransport {
  private let state = Mutex<URLSession?>(nil)

  public init() {}

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
    let (data, response) = try await session().data(for: urlRequest)
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
        configuration: Self.configuration(), delegate: RedirectRefusal(), delegateQueue: nil)
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

/// Answers every redirect with "don't": the 3xx answer itself comes back to the client.
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest
  ) async -> URLRequest? {
    nil
  }
}
