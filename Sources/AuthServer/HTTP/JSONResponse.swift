import Foundation
import Hummingbird
import NIOCore
import NIOHTTPTypes

/// Responses with JSON bodies, and request bodies read as JSON within the size limit.
///
/// Every answer says `Cache-Control: no-store` (a token, or an error about one, must not stay
/// in a cache on the way) and carries the headers OWASP asks of an API, so a browser never
/// sniffs, frames or runs an answer as a page.
enum JSONResponse {
  /// The largest request body read: 16 KiB. Larger ones are answered 413.
  static let bodyLimit = 16 * 1024

  /// The header fields of every answer, with a body or without.
  static let commonHeaderFields: HTTPFields = [
    .cacheControl: "no-store", .xContentTypeOptions: "nosniff",
    .contentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'",
    .xFrameOptions: "DENY", .referrerPolicy: "no-referrer",
  ]

  /// The header fields of every answer with a JSON body.
  static let headerFields: HTTPFields = {
    var fields: HTTPFields = [.contentType: "application/json; charset=utf-8"]
    fields.append(contentsOf: commonHeaderFields)
    return fields
  }()

  /// `value` as JSON with sorted keys, so that equal answers are equal byte for byte.
  static func bytes(of value: some Encodable) -> ByteBuffer {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return ByteBuffer(bytes: data)
  }

  static func make(_ status: HTTPResponse.Status, _ value: some Encodable) -> Response {
    Response(
      status: status, headers: headerFields, body: ResponseBody(byteBuffer: bytes(of: value)))
  }

  static func make(_ error: APIError) -> Response {
    var response = make(error.status, error.body)
    response.headers.append(contentsOf: error.headerFields)
    return response
  }

  /// Writes `error` as a whole answer (head, body, end) from a channel handler's `context`, for
  /// what is answered before any route sees it; the future succeeds once it is written out.
  static func write(_ error: APIError, in context: ChannelHandlerContext) -> EventLoopFuture<Void> {
    var fields = error.hasBody ? headerFields : commonHeaderFields
    fields.append(contentsOf: error.headerFields)
    let body = bytes(of: error.body)
    if error.hasBody { fields[.contentLength] = String(body.readableBytes) }
    let head = HTTPResponse(status: error.status, headerFields: fields)
    context.write(NIOAny(HTTPResponsePart.head(head)), promise: nil)
    if error.hasBody { context.write(NIOAny(HTTPResponsePart.body(body)), promise: nil) }
    return context.writeAndFlush(NIOAny(HTTPResponsePart.end(nil)))
  }

  /// An answer without a body, with the common header fields.
  static func empty(_ status: HTTPResponse.Status) -> Response {
    Response(status: status, headers: commonHeaderFields)
  }

  /// The request body decoded as `T`: 415 unless it says it is JSON (`Content-Type:
  /// application/json`, UTF-8 if a charset is named) and is not encoded (gzip…), 413 past
  /// ``bodyLimit`` (announced, or counted as it arrives), 400 when it is not JSON of that shape
  /// in UTF-8 (``StrictJSONText``) or names a field twice.
  ///
  /// The media type is checked before anything is read: a form or `text/plain` post is what a
  /// web page can make a visitor's browser send to another site without asking it first, so
  /// only a type no page can send that way is read (a CORS "non-simple" request).
  static func decode<T: Decodable>(_ type: T.Type, from request: Request) async throws -> T {
    guard isJSON(request.headers[.contentType]) else { throw APIError.unsupportedMediaType }
    if let coding = request.headers[.contentEncoding], coding.lowercased() != "identity" {
      throw APIError.unsupportedContentCoding
    }
    // An announced length past the limit is refused unread, however slowly the body would come.
    if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > bodyLimit {
      throw APIError.bodyTooLarge
    }
    let buffer: ByteBuffer
    do { buffer = try await request.body.collect(upTo: bodyLimit) } catch is NIOTooManyBytesError {
      throw APIError.bodyTooLarge
    }
    let bytes = Array(buffer.readableBytesView)
    // Before decoding: Foundation would read UTF-16, UTF-32 or a byte order mark, which the
    // check for a repeated field below does not.
    guard StrictJSONText.isValid(bytes) else { throw APIError.malformedJSON }
    let value: T
    do { value = try JSONDecoder().decode(type, from: Data(bytes)) } catch {
      throw APIError.malformedJSON
    }
    // Foundation keeps one of two values for a key without a word: which one a check saw and
    // which one another reader sees must not differ.
    if TopLevelKeys.firstRepeated(in: bytes) != nil { throw APIError.repeatedField }
    return value
  }

  /// Whether `contentType` is `application/json`, with no charset or UTF-8 (JSON's only one).
  static func isJSON(_ contentType: String?) -> Bool {
    guard let contentType else { return false }
    let parts = contentType.split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    guard parts.first == "application/json" else { return false }
    return parts.dropFirst().allSatisfy { parameter in
      let pair = parameter.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.first?.trimmingCharacters(in: .whitespaces) == "charset" else { return true }
      let value = pair.last?.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
      return value == "utf-8" || value == "utf8"
    }
  }
}
