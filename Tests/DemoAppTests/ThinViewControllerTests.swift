import Foundation
import Testing

/// The demos' promise, checked on their source: every view controller stays thin. Its body (and
/// any extension of it) holds at most a few lines of code, and none of them reaches a database,
/// the network, a colour, a URL or SQL — those belong to the presenter, the model, the view and
/// the theme. View controllers are found by what they are (a class that inherits
/// `ViewController`) in every demo UI module, so a new screen is checked without being listed.
@Suite struct ThinViewControllerTests {
  /// The demo UI modules, and how many code lines a view controller there may have.
  private static let limits: [(module: String, lines: Int)] = [
    ("CounterUI", 0), ("AuthUI", 20), ("TodoUI", 25), ("DemoApp", 25),
  ]

  /// Imports a view controller must not need: storage and networking.
  private static let forbiddenImports = [
    "GRDB", "FoundationNetworking", "Hummingbird", "AsyncHTTPClient", "NIO", "AuthServer",
  ]

  /// What a view controller must not name: a colour, a URL, SQL.
  private static let forbiddenPatterns: [(what: String, pattern: String)] = [
    ("a colour", #"\bColor\b|\.(red|green|blue|yellow|orange|black|white|gray|grey)\b"#),
    ("a URL", #"\bURL\b|https?://|URLSession"#),
    ("SQL", #"\b(SELECT|INSERT INTO|UPDATE .* SET|DELETE FROM|CREATE TABLE)\b"#),
  ]

  @Test func everyDemoScreenHasAViewController() throws {
    let found = try Self.limits.flatMap { try ViewControllerSource.all(in: $0.module) }
    let names = Set(found.map(\.name))
    for screen in [
      "CounterViewController", "SignInViewController", "SignedInViewController",
      "PasswordResetViewController", "TodoListViewController", "TodoDetailViewController",
      "TodoAddViewController", "LauncherViewController",
    ] {
      #expect(names.contains(screen), "\(screen) was not found: the scan would miss it")
    }
  }

  @Test(arguments: limits.map(\.module))
  func viewControllersStayThin(module: String) throws {
    let limit = try #require(Self.limits.first { $0.module == module }).lines
    let sources = try ViewControllerSource.all(in: module)
    #expect(!sources.isEmpty)
    let counts = sources.map { "\($0.name): \($0.codeLines.count)" }.joined(separator: ", ")
    for source in sources {
      #expect(
        source.codeLines.count <= limit,
        "\(source.name) has \(source.codeLines.count) code lines, at most \(limit) (\(counts))")
    }
  }

  @Test(arguments: limits.map(\.module))
  func viewControllersNameNoStorageNetworkColourURLOrSQL(module: String) throws {
    for source in try ViewControllerSource.all(in: module) {
      for file in source.files {
        for name in Self.forbiddenImports {
          #expect(!file.imports.contains(name), "\(file.path) imports \(name)")
        }
      }
      for (what, pattern) in Self.forbiddenPatterns {
        let regex = try Regex(pattern)
        for line in source.codeLines where line.contains(regex) {
          #expect(Bool(false), "\(source.name) names \(what): \(line)")
        }
      }
    }
  }

  @Test func codeLinesLeaveOutCommentsAndBlankLines() {
    let source = ViewControllerSource.body(
      of: "Screen",
      in: """
        import ThinTerminal

        /// A screen.
        final class Screen: ViewController {
          // Why, not what.
          override init() {
            super.init()
            title = "Screen"
          }

          func done() { dismiss(animated: true) }
        }
        """)
    #expect(
      source == [
        "override init() {", "super.init()", "title = \"Screen\"", "}",
        "func done() { dismiss(animated: true) }",
      ])
    #expect(
      ViewControllerSource.body(of: "Empty", in: "final class Empty: ViewController {}") == [])
  }
}

/// A view controller's source: the files that declare or extend it, and the code lines of its
/// body and extensions.
private struct ViewControllerSource {
  struct File {
    let path: String
    let imports: [String]
  }

  let name: String
  let files: [File]
  let codeLines: [String]

  /// The repository's top folder, found from this file's place in it.
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every class of `module` that inherits `ViewController`.
  static func all(in module: String) throws -> [ViewControllerSource] {
    let folder = root.appendingPathComponent("Sources/\(module)")
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    let texts = try paths.map { path in
      (
        path: "Sources/\(module)/\(path)",
        text: try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      )
    }
    let declaration = try Regex(#"class (\w+)\s*:\s*ViewController\b"#)
    return texts.flatMap { file in
      file.text.matches(of: declaration).compactMap { match -> ViewControllerSource? in
        guard let name = match.output[1].substring.map(String.init) else { return nil }
        let owning = texts.filter {
          $0.text.contains("class \(name)") || $0.text.contains("extension \(name)")
        }
        return ViewControllerSource(
          name: name,
          files: owning.map { File(path: $0.path, imports: imports(of: $0.text)) },
          codeLines: owning.flatMap { body(of: name, in: $0.text) })
      }
    }
  }

  /// The modules `text` imports.
  private static func imports(of text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else {
        return nil
      }
      return String(words[index + 1])
    }
  }

  /// The code lines inside the braces of `name`'s class declaration and extensions in `text`:
  /// trimmed, without blank lines and comments.
  static func body(of name: String, in text: String) -> [String] {
    var lines: [String] = []
    var depth = 0
    var isInside = false
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if !isInside {
        let opens =
          line.contains("class \(name):") || line.contains("class \(name) ")
          || line.hasPrefix("extension \(name)")
        guard opens, line.contains("{") || !line.contains("}") else { continue }
        isInside = true
        depth = 0
      }
      let opening = line.filter { $0 == "{" }.count
      let closing = line.filter { $0 == "}" }.count
      let wasDeclaration = depth == 0
      depth += opening - closing
      if wasDeclaration {
        // The declaration line itself, which may close at once (`{}`).
        if depth <= 0, line.contains("{") { isInside = false }
        continue
      }
      if depth <= 0 {
        isInside = false
        continue
      }
      if line.isEmpty || line.hasPrefix("//") { continue }
      lines.append(line)
    }
    return lines
  }
}
