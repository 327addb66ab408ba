import Foundation
import Synchronization
import Testing

/// A key path named as the test wrote it (`\.view.isSending`), read from the test's source at
/// the call: a key path through a computed property describes itself only by an address
/// (`\PomodoroScene.view.<computed 0x… (String)>`).
enum WrittenKeyPath {
  /// The source files read so far, by path: a test asserts many models in one file.
  private static let sources = Mutex<[String: [Substring]]>([:])

  /// The first key path literal of the `assertModel` call at `location`, as written; the key
  /// path's own description when the source cannot be read or holds none there.
  static func name(of keyPath: AnyKeyPath, at location: SourceLocation) -> String {
    written(at: location) ?? "\(keyPath)"
  }

  private static func written(at location: SourceLocation) -> String? {
    guard let lines = lines(of: location.filePath), lines.indices.contains(location.line - 1)
    else { return nil }
    // The call may wrap: its first few lines, from where it starts.
    let call = lines[(location.line - 1)..<min(lines.count, location.line + 4)]
      .joined(separator: " ")
    guard let start = call.range(of: "assertModel(")?.upperBound,
      let backslash = call[start...].firstIndex(of: "\\")
    else { return nil }
    return literal(from: call[backslash...])
  }

  /// The key path literal at the start of `text`: its components and subscripts, up to the
  /// argument's end.
  private static func literal(from text: Substring) -> String? {
    var depth = 0
    var end = text.index(after: text.startIndex)
    while end < text.endIndex {
      let character = text[end]
      if character == "[" { depth += 1 }
      if character == "]" { depth -= 1 }
      let ends = depth == 0 && (character == "," || character == ")" || character.isWhitespace)
      if ends || depth < 0 { break }
      end = text.index(after: end)
    }
    let literal = String(text[..<end])
    return literal.count > 1 ? literal : nil
  }

  private static func lines(of path: String) -> [Substring]? {
    if let cached = sources.withLock({ $0[path] }) { return cached }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    sources.withLock { $0[path] = lines }
    return lines
  }
}
