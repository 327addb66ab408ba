import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real transport: an ephemeral `URLSession` (no cookies, no cache) that does not follow
/// redirects, so that an `https` server cannot send the client to a plain `http` one.
public final class URLSessionTransport: HTTPTransport {
  private let session: URLSession

  public init() {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieStorage = nil
    configuration.urlCache = nil
    session = URLSession(
      configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPAnswer {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    urlRequest.httpBody = request.body
    urlRequest.timeoutInterval = Double(request.timeout.components.seconds)
    for (name, value) in request.headerFields {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let (data, response) = try await session.data(for: urlRequest)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    var fields: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String { fields[name] = value }
    }
    return HTTPAnswer(statusCode: http.statusCode, headerFields: fields, body: data)
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
