import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real transport, on AsyncHTTPClient: it follows no redirect, reads at most
/// ``responseLimit`` bytes of any answer as they arrive, decompresses nothing, keeps no cookie,
/// cache, credential or proxy, and gives up on the whole exchange (connecting, waiting for a
/// pooled connection, the head and the body alike) at the request's timeout.
///
/// A redirect is not followed: the 3xx answer comes back without its body (the client calls
/// it an invalid response), so an `https` server cannot send the client to a plain `http` one,
/// the token a request carries goes nowhere but where the request was addressed, and a huge
/// redirect body costs nothing. An answer larger than ``responseLimit`` (announced by
/// `Content-Length`, or counted as it arrives) fails with ``ResponseTooLarge`` once that many
/// bytes are read, and the connection is dropped; an answer in a content coding the client
/// did not ask for (gzip…) is refused unread. Failures are thrown as `URLError`s.
///
/// Foundation's `URLSession` on Linux could do none of this: it reads a 3xx answer's body
/// whole before it asks whether to follow, decompresses on its own, and goes on reading after
/// a task is cancelled (a 200 MB answer was seen read whole).
///
/// All transports share one `HTTPClient`, made on the first request (building the container
/// makes none) and kept for the life of the process.
public struct AsyncHTTPClientTransport: HTTPTransport {
  /// The largest answer body read by default: 64 KiB, far more than any answer of the API.
  public static let defaultResponseLimit = 64 * 1024

  /// The largest answer body read, in bytes.
  public let responseLimit: Int

  public init(responseLimit: Int = AsyncHTTPClientTransport.defaultResponseLimit) {
    self.responseLimit = responseLimit
  }

  /// The longest a request may take: a longer `timeout` is cut to this.
  ///
  /// It is also the client's connect timeout, which AsyncHTTPClient applies to more than the
  /// connect: a request waiting for a pooled connection (more requests to one server at once
  /// than the pool's 8 connections) fails when it runs out, whatever the request's own
  /// deadline. So that a request's own timeout is the only one it meets, this one is never
  /// shorter. (A connect attempt that outlives the request it was made for ends within it,
  /// or sooner when the system gives up, after about two minutes on Linux.)
  public static let longestTimeout: Duration = .seconds(300)

  /// How long a pooled connection may stay idle before the client closes it: less than the
  /// sign-in server's 15 s idle close, so that no request goes out on a connection the server
  /// is closing at that moment (it would meet a reset). AsyncHTTPClient keeps one 60 s.
  public static let pooledConnectionIdleTimeout: Duration = .seconds(10)

  private static let client = HTTPClient(
    eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)

  /// No redirects, no decompression, the timeouts above, and a connection that cannot
  /// be made fails the requests waiting for it at once (AsyncHTTPClient's default is to try
  /// again, backing off, until the connect timeout: a stopped server made every request wait
  /// for it). HTTP/1.1 only, each connection with a ``StatusLineGuard``: AsyncHTTPClient traps
  /// on a status under 100, and HTTP/2 would bypass the guard.
  private static var configuration: HTTPClient.Configuration {
    var pool = HTTPClient.Configuration.ConnectionPool()
    pool.retryConnectionEstablishment = false
    pool.idleTimeout = TimeAmount(pooledConnectionIdleTimeout)
    var configuration = HTTPClient.Configuration(
      redirectConfiguration: .disallow, timeout: .init(connect: TimeAmount(longestTimeout)),
      connectionPool: pool, decompression: .disabled)
    configuration.httpVersion = .http1Only
    configuration.http1_1ConnectionDebugInitializer = StatusLineGuard.install(on:)
    return configuration
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPAnswer {
    let limit = responseLimit
    let timeout = min(request.timeout, Self.longestTimeout)
    do {
      return try await Deadline.run(within: timeout) {
        let response = try await Self.client.execute(
          Self.outgoing(request), deadline: .now() + TimeAmount(timeout))
        return try await Self.answer(to: response, readingAtMost: limit)
      }
    } catch let error as ResponseTooLarge {
      throw error
    } catch {
      throw TransportFailure.urlError(for: error)
    }
  }

  private static func outgoing(_ request: HTTPRequest) -> HTTPClientRequest {
    var outgoing = HTTPClientRequest(url: request.url.absoluteString)
    outgoing.method = HTTPMethod(rawValue: request.method)
    for (name, value) in request.headerFields.sorted(by: { $0.key < $1.key }) {
      outgoing.headers.add(name: name, value: value)
    }
    if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
    return outgoing
  }

  /// The answer, its body read up to `limit` bytes; a 3xx answer's body is not read at all.
  ///
  /// Every way out goes through the body's loop: leaving it (a `break` or a `throw`) is what
  /// tells AsyncHTTPClient to drop the connection at once. An answer whose body is never
  /// iterated goes on being read into memory until it ends.
  private static func answer(to response: HTTPClientResponse, readingAtMost limit: Int)
    async throws -> HTTPAnswer
  {
    var fields: [String: String] = [:]
    for (name, value) in response.headers {
      let name = name.lowercased()
      fields[name] = fields[name].map { "\($0), \(value)" } ?? value
    }
    let status = Int(response.status.code)
    let isRedirect = (300..<400).contains(status)
    var refusal: (any Error)?
    if let coding = fields["content-encoding"], coding.lowercased() != "identity" {
      refusal = URLError(.cannotDecodeContentData)
    } else if let announced = fields["content-length"].flatMap(Int.init), announced > limit,
      !isRedirect
    {
      refusal = ResponseTooLarge(limit: limit)
    }
    var body = Data()
    for try await chunk in response.body {
      if let refusal { throw refusal }
      if isRedirect { break }
      guard body.count + chunk.readableBytes <= limit else { throw ResponseTooLarge(limit: limit) }
      body.append(contentsOf: chunk.readableBytesView)
    }
    if let refusal { throw refusal }
    return HTTPAnswer(statusCode: status, headerFields: fields, body: isRedirect ? Data() : body)
  }
}
