import Foundation

/// The Swift code blocks of a Markdown document, and where each stands in the repository's
/// compiled code: what keeps an article's code from drifting away from the library.
///
/// A block is "compiled" when its lines, without their indentation and blank lines, appear one
/// after another in a Swift file that `swift build` or `swift test` compiles (the library's
/// sources, or the examples this test target holds for the articles).
struct ArticleCode {
  /// One fenced ```` ```swift ```` block.
  struct Block: CustomStringConvertible {
    let document: String
    /// The line of the opening fence, counted from 1.
    let line: Int
    let lines: [String]

    var description: String { "\(document):\(line)" }
  }

  /// The repository's top folder, found from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every article of every DocC catalog under `Sources`, and the README, relative to the root.
  static var documents: [String] {
    let catalogs = files(under: "Sources") { $0.hasSuffix(".md") && $0.contains(".docc/") }
    return ["README.md"] + catalogs
  }

  /// Every Swift file the package compiles: the sources and the tests.
  static let compiledFiles: [[String]] = (files(under: "Sources") + files(under: "Tests"))
    .filter { $0.hasSuffix(".swift") }
    .compactMap { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
    .map(normalized)

  /// The ```` ```swift ```` blocks of `document`.
  static func blocks(of document: String) throws -> [Block] {
    let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    var blocks: [Block] = []
    var current: (line: Int, lines: [String])?
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var block = current {
        if trimmed == "```" {
          blocks.append(Block(document: document, line: block.line, lines: block.lines))
          current = nil
        } else {
          block.lines.append(line)
          current = block
        }
      } else if trimmed == "```swift" {
        current = (index + 1, [])
      }
    }
    return blocks
  }

  /// Whether `block` appears, line after line, in a compiled Swift file.
  static func isCompiled(_ block: Block) -> Bool {
    let wanted = normalized(block.lines.joined(separator: "\n"))
    guard !wanted.isEmpty else { return true }
    return compiledFiles.contains { file in contains(file, wanted) }
  }

  /// The lines of `text`, trimmed, without blank ones: indentation and spacing may differ
  /// between an article and the code that compiles it.
  static func normalized(_ text: String) -> [String] {
    text.components(separatedBy: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  private static func contains(_ lines: [String], _ run: [String]) -> Bool {
    guard lines.count >= run.count else { return false }
    return (0...(lines.count - run.count)).contains { start in
      lines[start..<(start + run.count)].elementsEqual(run)
    }
  }

  private static func files(under folder: String, where keep: (String) -> Bool = { _ in true })
    -> [String]
  {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return walker.compactMap { $0 as? String }
      .filter { !$0.contains(".build") && keep($0) }
      .map { "\(folder)/\($0)" }
      .sorted()
  }
}
