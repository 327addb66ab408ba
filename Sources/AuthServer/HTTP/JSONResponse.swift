import Foundation
import Hummingbird
import NIOCore

/// Responses with JSON bodies, and request bodies read as JSON within the size limit.
enum JSONResponse {
  /// The largest request body read: 16 KiB. Larger ones are answered 413.
  static let bodyLimit = 16 * 1024

  /// A JSON body with sorted keys, so that equal answers are equal byte for byte.
  static func make(_ status: HTTPResponse.Status, _ value: some Encodable) -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return Response(
      status: status, headers: [.contentType: "application/json; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }

  static func make(_ error: APIError) -> Response {
    var response = make(error.status, error.body)
    if let seconds = error.body.retryAfter { response.headers[.retryAfter] = String(seconds) }
    return response
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
