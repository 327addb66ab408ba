import Foundation

/// The keys of the object at the top of a JSON text, compared as their escapes decode: what
/// tells a body that names a field twice (`{"email":"a","email":"b"}`), which Foundation's
/// decoder reads as one, keeping one of the values without a word.
///
/// No JSON parser of the mirrored packages reports a repeated key, so this walks the text once,
/// reading the top-level keys and stepping over each value by its brackets and strings. It is
/// meant for text a JSON decoder has read already (a request body, at most 16 KiB): anything
/// else ends the walk without a key.
enum TopLevelKeys {
  /// The first key the top-level object of `json` names a second time, or nil when none does
  /// (or when `json` is not an object).
  static func firstRepeated(in json: [UInt8]) -> String? {
    var scanner = Scanner(bytes: json)
    guard scanner.take(.openBrace) else { return nil }
    var seen: Set<String> = []
    while let key = scanner.key() {
      guard seen.insert(key).inserted else { return key }
      guard scanner.take(.colon), scanner.skipValue(), scanner.take(.comma) else { return nil }
    }
    return nil
  }

  /// A position in the text, moved by the steps of the walk.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    /// Takes `byte` after any whitespace, if it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    /// The next key, its escapes decoded, or nil at the end of the object.
    mutating func key() -> String? {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == .quote else { return nil }
      let start = index
      guard skipString() else { return nil }
      let token = Data(bytes[start..<index])
      return try? JSONDecoder().decode(String.self, from: token)
    }

    /// Steps over one value (a string, a number, a literal, an array or an object), up to
    /// the comma or brace that ends it.
    mutating func skipValue() -> Bool {
      var depth = 0
      while index < bytes.count {
        switch bytes[index] {
        case .quote:
          guard skipString() else { return false }
          continue
        case .openBrace, .openBracket:
          depth += 1
        case .closeBrace, .closeBracket:
          if depth == 0 { return true }
          depth -= 1
        case .comma where depth == 0:
          return true
        default:
          break
        }
        index += 1
      }
      return false
    }

    /// Steps over the string that starts here, its closing quote included.
    private mutating func skipString() -> Bool {
      index += 1
      while index < bytes.count {
        switch bytes[index] {
        case .backslash: index += 2
        case .quote:
          index += 1
          return true
        default: index += 1
        }
      }
      return false
    }

    private mutating func skipWhitespace() {
      while index < bytes.count, [.space, .tab, .lineFeed, .carriageReturn].contains(bytes[index]) {
        index += 1
      }
    }
  }
}

extension UInt8 {
  fileprivate static let openBrace = UInt8(ascii: "{")
  fileprivate static let closeBrace = UInt8(ascii: "}")
  fileprivate static let openBracket = UInt8(ascii: "[")
  fileprivate static let closeBracket = UInt8(ascii: "]")
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let comma = UInt8(ascii: ",")
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let tab = UInt8(ascii: "\t")
  fileprivate static let lineFeed = UInt8(ascii: "\n")
  fileprivate static let carriageReturn = UInt8(ascii: "\r")
}
