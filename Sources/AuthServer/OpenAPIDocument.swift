import Foundation

/// The OpenAPI document that describes the server's routes (`openapi.json`, shipped with the
/// module), served at `GET /openapi.json`. A test walks every route and status it documents
/// against the running server.
public enum OpenAPIDocument {
  /// The document's bytes, read once, or nil if the resource is missing from the build.
  public static let data: Data? = {
    guard let url = Bundle.module.url(forResource: "openapi", withExtension: "json") else {
      return nil
    }
    return try? Data(contentsOf: url)
  }()
}
