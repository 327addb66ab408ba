import Foundation

/// Checks JSON values against the part of JSON Schema the OpenAPI document uses: `$ref` into
/// the document, `type` (object, string, integer), `required`, `properties`,
/// `additionalProperties: false`, `minLength`, `maxLength`, `pattern`, `enum`, `const` and
/// `minimum`. Returns the problems found, empty when the value conforms.
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
    var found: [String] = []
    if let allowed = schema["enum"] as? [Int], !allowed.contains(where: { $0 == value as? Int }) {
      found.append("\(path): not one of \(allowed)")
    }
    if let constant = schema["const"] as? String, constant != value as? String {
      found.append("\(path): not \(constant)")
    }
    switch schema["type"] as? String {
    case "object":
      guard let object = value as? [String: Any] else { return found + ["\(path): not an object"] }
      return found + objectProblems(object, against: schema, at: path)
    case "string":
      guard let string = value as? String else { return found + ["\(path): not a string"] }
      return found + stringProblems(string, against: schema, at: path)
    case "integer":
      guard let integer = value as? Int else { return found + ["\(path): not an integer"] }
      if let minimum = schema["minimum"] as? Int, integer < minimum {
        found.append("\(path): less than \(minimum)")
      }
      return found
    default:
      return found
    }
  }

  private func objectProblems(
    _ object: [String: Any], against schema: [String: Any], at path: String
  )
    -> [String]
  {
    var found: [String] = []
    for key in schema["required"] as? [String] ?? [] where object[key] == nil {
      found.append("\(path).\(key): missing")
    }
    let properties = schema["properties"] as? [String: Any] ?? [:]
    if schema["additionalProperties"] as? Bool == false {
      for key in object.keys where properties[key] == nil {
        found.append("\(path).\(key): not allowed")
      }
    }
    for (key, property) in properties {
      guard let member = object[key], let property = property as? [String: Any] else { continue }
      found += problems(with: member, against: property, at: "\(path).\(key)")
    }
    return found
  }

  private func stringProblems(_ string: String, against schema: [String: Any], at path: String)
    -> [String]
  {
    var found: [String] = []
    // JSON Schema counts lengths in code points.
    let length = string.unicodeScalars.count
    if let maximum = schema["maxLength"] as? Int, length > maximum {
      found.append("\(path): longer than \(maximum)")
    }
    if let minimum = schema["minLength"] as? Int, length < minimum {
      found.append("\(path): shorter than \(minimum)")
    }
    if let pattern = schema["pattern"] as? String, !Self.matches(string, pattern) {
      found.append("\(path): does not match \(pattern)")
    }
    return found
  }

  /// Whether `pattern` finds a match in `string`, read as ECMA-262 reads it: ICU reads the
  /// document's patterns alike, but for a closing `$`, which ICU also matches before a final
  /// newline, so it is read as `\z` (the very end).
  static func matches(_ string: String, _ pattern: String) -> Bool {
    let ecmaPattern = pattern.hasSuffix("$") ? String(pattern.dropLast()) + "\\z" : pattern
    guard let regex = try? NSRegularExpression(pattern: ecmaPattern) else { return false }
    let range = NSRange(string.startIndex..., in: string)
    return regex.firstMatch(in: string, range: range) != nil
  }
}
