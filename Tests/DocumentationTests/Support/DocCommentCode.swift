import Foundation

/// The code examples in the doc comments of a Swift file: fenced ```` ```swift ```` blocks and
/// blocks indented four spaces, as DocC reads them.
enum DocCommentCode {
  /// The examples of `file` (relative to the repository's root), each with the line it
  /// starts on.
  static func blocks(of file: String) throws -> [ArticleCode.Block] {
    let url = ArticleCode.root.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    var parser = Parser(file: file)
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      parser.read(line, number: index + 1)
    }
    parser.endComment()
    return parser.blocks
  }

  /// Reads doc comment lines one by one, collecting their code blocks.
  private struct Parser {
    let file: String
    var blocks: [ArticleCode.Block] = []
    private var current: (line: Int, lines: [String], isFenced: Bool)?
    private var previousWasBlank = true

    init(file: String) {
      self.file = file
    }

    mutating func read(_ line: String, number: Int) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("///") else { return endComment() }
      var content = trimmed.dropFirst(3)
      if content.first == " " { content = content.dropFirst() }
      readContent(String(content), number: number)
    }

    mutating func endComment() {
      if let block = current, !block.isFenced { finish(block) }
      current = nil
      previousWasBlank = true
    }

    private mutating func readContent(_ content: String, number: Int) {
      let isBlank = content.trimmingCharacters(in: .whitespaces).isEmpty
      defer { previousWasBlank = isBlank }
      if let block = current, block.isFenced {
        if content.trimmingCharacters(in: .whitespaces) == "```" {
          finish(block)
          current = nil
        } else {
          current?.lines.append(content)
        }
      } else if let block = current {
        if isBlank || content.hasPrefix("    ") {
          current?.lines.append(isBlank ? "" : String(content.dropFirst(4)))
        } else {
          finish(block)
          current = nil
        }
      } else if content.trimmingCharacters(in: .whitespaces) == "```swift" {
        current = (number + 1, [], true)
      } else if previousWasBlank, !isBlank, content.hasPrefix("    ") {
        current = (number, [String(content.dropFirst(4))], false)
      }
    }

    private mutating func finish(_ block: (line: Int, lines: [String], isFenced: Bool)) {
      blocks.append(ArticleCode.Block(document: file, line: block.line, lines: block.lines))
    }
  }
}
