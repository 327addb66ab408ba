import Foundation

/// The Swift code blocks of a Markdown document or of doc comments, and where each stands in
/// the repository's compiled code: what keeps the code shown in docs from drifting away from
/// the code that works.
///
/// A block is "compiled" when its lines, without their indentation and blank lines, appear one
/// after another in a Swift file that is compiled: the library's sources, the tests (with the
/// examples this test target holds for the articles), and the example apps under `Examples`
/// (which CI builds and tests as packages of their own). A line `…` (or `// …`) in a block
/// leaves out what lies between: the runs around it must stand in one file, in order. A block
/// whose first line names a file (`// Examples/Notes/Sources/Notes/NotesInstaller.swift`)
/// quotes that file, and must stand in it; in a tutorial, a path in the reader's package
/// (`// Sources/Pomodoro/PomodoroMain.swift`) names that file of the tutorial's app. A block
/// that starts `// swift-tools-version:` is a manifest: an example app's `Package.swift`, word
/// for word, as an app beside its ThinKit clone writes it (`path: "../ThinKit"`).
struct ArticleCode {
  /// One fenced ```` ```swift ```` block, or one example of a doc comment.
  struct Block: CustomStringConvertible {
    let document: String
    /// The line of the opening fence (of the example's first line, in a doc comment), from 1.
    let line: Int
    let lines: [String]

    var description: String { "\(document):\(line)" }

    /// The file the block quotes, when its first line names one: in a tutorial, a path in the
    /// reader's package is in the tutorial's app.
    var quotedFile: String? {
      guard let first = lines.first?.trimmingCharacters(in: .whitespaces),
        first.hasPrefix("// "), first.hasSuffix(".swift")
      else { return nil }
      let path = String(first.dropFirst(3))
      let isInRepository = ["Examples/", "Sources/", "Tests/"].contains { path.hasPrefix($0) }
      guard isInRepository, !path.contains(" ") else { return nil }
      guard !path.hasPrefix("Examples/"), let app = ArticleCode.tutorials[document] else {
        return path
      }
      return "\(app)/\(path)"
    }

    /// The block's code without the line naming its file.
    var body: [String] { quotedFile == nil ? lines : Array(lines.dropFirst()) }

    /// Whether the block is a package manifest.
    var isManifest: Bool { lines.first?.hasPrefix("// swift-tools-version:") == true }
  }

  /// The tutorials, each with the example app it builds: every file of the app stands whole in
  /// its tutorial, and the tutorial's blocks name their files as paths in the reader's package.
  static let tutorials = [
    "Sources/ThinTerminal/ThinTerminal.docc/YourFirstApp.md": "Examples/Pomodoro"
  ]

  /// An example app's manifest as an app beside its ThinKit clone writes it: the example's path
  /// to the repository's top (`../..`) is the clone's (`../ThinKit`).
  static func manifest(of app: String) -> [String] {
    text(of: "\(app)/Package.swift").replacingOccurrences(
      of: #"path: "../..""#, with: #"path: "../ThinKit""#
    ).components(separatedBy: "\n").dropLast()
  }

  /// The Swift files of `app` (its `Sources` and `Tests`), relative to the root.
  static func swiftFiles(of app: String) -> [String] {
    ["Sources", "Tests"].flatMap { files(under: "\(app)/\($0)") { $0.hasSuffix(".swift") } }
  }

  /// The text of `file`, relative to the root; empty when it cannot be read.
  static func text(of file: String) -> String {
    (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
  }

  /// Whether `block` is the whole of the file it quotes, line for line.
  static func isWholeFile(_ block: Block) -> Bool {
    guard let file = block.quotedFile else { return false }
    return block.body + [""] == text(of: file).components(separatedBy: "\n")
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

  /// Every Swift file of the library's sources, relative to the root: where doc comments are.
  static var sourceFiles: [String] {
    files(under: "Sources") { $0.hasSuffix(".swift") }
  }

  /// Every Swift file that is compiled: the sources, the tests and the example apps.
  static let compiledFiles: [[String]] = ["Sources", "Tests", "Examples"]
    .flatMap { files(under: $0) { $0.hasSuffix(".swift") } }
    .map(lines(of:))

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
      } else if trimmed == "```swift" || trimmed == "```swift Package.swift" {
        current = (index + 1, [])
      }
    }
    return blocks
  }

  /// Whether `block` appears, line after line, in a compiled Swift file (in the file it
  /// quotes, if it names one).
  static func isCompiled(_ block: Block) -> Bool {
    if block.isManifest {
      let apps = Set(
        files(under: "Examples") { $0.hasSuffix("/Package.swift") }.map {
          String($0.dropLast("/Package.swift".count))
        })
      return apps.contains { manifest(of: $0) == block.lines }
    }
    var body = block.lines
    var candidates = compiledFiles
    if let quoted = block.quotedFile {
      body.removeFirst()
      candidates = [lines(of: quoted)]
    }
    let runs = elidedRuns(of: body)
    guard runs.contains(where: { !$0.isEmpty }) else { return true }
    return candidates.contains { file in contains(file, runs) }
  }

  /// The lines of `text`, trimmed, their spaces collapsed, without blank ones: indentation
  /// and spacing may differ between an article and the code that compiles it.
  static func normalized(_ text: String) -> [String] {
    text.components(separatedBy: "\n")
      .map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// `lines` cut at the lines that leave code out (`…`, `// …`), each run normalized.
  private static func elidedRuns(of lines: [String]) -> [[String]] {
    normalized(lines.joined(separator: "\n"))
      .split(omittingEmptySubsequences: false) { $0 == "…" || $0 == "// …" }
      .map(Array.init)
  }

  /// Whether `runs` stand in `file` in order, each run's lines one after another.
  private static func contains(_ file: [String], _ runs: [[String]]) -> Bool {
    var start = file.startIndex
    for run in runs where !run.isEmpty {
      guard let found = firstIndex(of: run, in: file, from: start) else { return false }
      start = found + run.count
    }
    return true
  }

  private static func firstIndex(of run: [String], in lines: [String], from start: Int) -> Int? {
    guard lines.count - start >= run.count else { return nil }
    return (start...(lines.count - run.count)).first { index in
      lines[index..<(index + run.count)].elementsEqual(run)
    }
  }

  private static func lines(of file: String) -> [String] {
    normalized(text(of: file))
  }

  static func files(under folder: String, where keep: (String) -> Bool = { _ in true })
    -> [String]
  {
    let base = root.appendingPathComponent(folder).standardizedFileURL
    // Hidden folders left out: an example package's `.build` holds its dependencies' sources.
    guard
      let walker = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    return walker.compactMap { ($0 as? URL)?.standardizedFileURL.path }
      .map { String($0.dropFirst(base.path.count + 1)) }
      .filter(keep)
      .map { "\(folder)/\($0)" }
      .sorted()
  }
}
