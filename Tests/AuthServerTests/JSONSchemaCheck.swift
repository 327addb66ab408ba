import Foundation

/// Checks JSON values against the small part of JSON Schema the OpenAPI document uses:
/// `$ref` into the document, `type` (object, string, integer), `required`, `properties` and
/// `maxLength`. Returns the problems found, empty when the value conforms.
struct JSONSchemaCheck {
  let document: [String: Any]

  /// The object at a local reference such as "#/components/schemas/Error".
  func resolve(_ reference: String) -> [String: Any]? {
    guard reference.hasPrefix("#/") else { return nil }
    var node: Any = document
    for key in reference.dropFirst(2).split(separator: "/") {
      guard let next = (node as? [String: Any])?[String(key)] else { return nil }
      node = next
    }
    return node as? [String: Any]
  }

  /// `object` itself, or what its `$ref` points at.
  func dereferenced(_ object: [String: Any]) -> [String: Any]? {
    guard let reference = object["$ref"] as? String else { return object }
    return resolve(reference)
  }

  func problems(with value: Any, against schema: [String: Any], at path: String = "$")
    -> [String]
  {
    guard let schema = dereferenced(schema) else { return ["\(path): unresolvable $ref"] }
    switch schema["type"] as? String {
    case "object":
      guard let object = value as? [String: Any] else { return ["\(path): not an object"] }
      var found: [String] = []
      for key in schema["required"] as? [String] ?? [] where object[key] == nil {
        found.append("\(path).\(key): missing")
      }
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for (key, property) in properties {
        guard let member = object[key], let property = property as? [String: Any] else {
          continue
        }
        found += problems(with: member, against: property, at: "\(path).\(key)")
      }
      return found
    case "string":
      guard let string = value as? String else { return ["\(path): not a string"] }
      if let maximum = schema["maxLength"] as? Int, string.count > maximum {
        return ["\(path): longer than \(maximum)"]
      }
      return []
    case "integer":
      return value as? Int == nil ? ["\(path): not an integer"] : []
    default:
      return []
    }
  }
}
