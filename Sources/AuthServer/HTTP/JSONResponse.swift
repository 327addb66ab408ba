import Foundation
import Hummingbird
import NIOCore

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

  /// An answer without a body, with the common header fields.
  static func empty(_ status: HTTPResponse.Status) -> Response {
    Response(status: status, headers: commonHeaderFields)
  }

  /// The request body decoded as `T`: 413 past ``bodyLimit``, 400 when it is not JSON of
  /// that shape.
  static func decode<T: Decodable>(_ type: T.Type, from request: Request) async throws -> T {
    let buffer: ByteBuffer
    do { buffer = try await request.body.collect(upTo: bodyLimit) } catch is NIOTooManyBytesError {
      throw APIError.bodyTooLarge
    }
    let data = Data(buffer.readableBytesView)
    do { return try JSONDecoder().decode(type, from: data) } catch { throw APIError.malformedJSON }
  }
}
