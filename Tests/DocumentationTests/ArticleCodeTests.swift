import Testing

/// Every Swift block of every DocC article, of the README and of the sources' doc comments is
/// compiled code: it appears in the library's sources, in this target's examples or in an
/// example app, which `swift test` (or CI, for the example apps) compiles and mostly runs. An
/// article whose code drifts from the library fails here.
@Suite struct ArticleCodeTests {
  @Test(arguments: ArticleCode.documents)
  func everyCodeBlockIsCompiled(document: String) throws {
    for block in try ArticleCode.blocks(of: document) {
      #expect(ArticleCode.isCompiled(block), "\(Self.failure(block))")
    }
  }

  @Test func everyDocCommentExampleIsCompiled() throws {
    for file in ArticleCode.sourceFiles {
      for block in try DocCommentCode.blocks(of: file) {
        #expect(ArticleCode.isCompiled(block), "\(Self.failure(block))")
      }
    }
  }

  @Test func theCheckFindsBlocksAndRefusesCodeThatIsNowhere() throws {
    let readme = try ArticleCode.blocks(of: "README.md")
    #expect(!readme.isEmpty, "the README shows code")
    let invented = ArticleCode.Block(
      document: "nowhere.md", line: 1, lines: ["let answer = thisFunctionDoesNotExist(42)"])
    #expect(!ArticleCode.isCompiled(invented))
  }

  /// A quote names its file, and must stand in it; `…` leaves code out, in order.
  @Test func aQuoteMustStandInTheFileItNames() {
    let file = "// Tests/DocumentationTests/Support/ArticleCode.swift"
    let quote = ArticleCode.Block(
      document: "quote.md", line: 1,
      lines: [
        file, "struct ArticleCode {", "…", "static func isCompiled(_ block: Block) -> Bool {",
      ])
    #expect(quote.quotedFile == "Tests/DocumentationTests/Support/ArticleCode.swift")
    #expect(ArticleCode.isCompiled(quote))
    let reordered = ArticleCode.Block(
      document: "quote.md", line: 1,
      lines: [
        file, "static func isCompiled(_ block: Block) -> Bool {", "…", "struct ArticleCode {",
      ])
    #expect(!ArticleCode.isCompiled(reordered), "runs stand in order")
    let elsewhere = ArticleCode.Block(
      document: "quote.md", line: 1, lines: [file, "@Suite struct ArticleCodeTests {"])
    #expect(!ArticleCode.isCompiled(elsewhere), "a quote stands in the file it names")
  }

  /// A tutorial is the whole of its app: written in order, its blocks are the app's manifest
  /// and every Swift file of its `Sources` and `Tests`, each once and whole, imports included;
  /// a block that names a file is that whole file.
  @Test(arguments: ArticleCode.tutorials.sorted { $0.key < $1.key })
  func aTutorialShowsEveryFileOfItsAppWhole(tutorial: String, app: String) throws {
    let blocks = try ArticleCode.blocks(of: tutorial)
    for file in ArticleCode.swiftFiles(of: app) {
      let quoting = blocks.filter { $0.quotedFile == file }
      #expect(quoting.count == 1, "\(tutorial) shows \(file) \(quoting.count) times, not once")
    }
    for block in blocks where block.quotedFile != nil {
      #expect(ArticleCode.isWholeFile(block), "\(block) is not the whole of \(block.quotedFile!)")
    }
    let manifests = blocks.filter(\.isManifest)
    #expect(manifests.map(\.lines) == [ArticleCode.manifest(of: app)], "one manifest: \(app)'s")
    let unnamed = blocks.filter { $0.quotedFile == nil && !$0.isManifest }
    #expect(unnamed.isEmpty, "blocks that name no file: \(unnamed)")
  }

  /// The README's manifest, which `.ci/check-adopter` resolves, is the tutorial's.
  @Test func theReadmeShowsTheTutorialsManifest() throws {
    let readme = try ArticleCode.blocks(of: "README.md").filter(\.isManifest)
    let tutorial = try ArticleCode.tutorials.keys.flatMap(ArticleCode.blocks(of:))
      .filter(\.isManifest)
    #expect(readme.count == 1)
    #expect(readme.map(\.lines) == tutorial.map(\.lines))
  }

  /// A tutorial's block names a file in the reader's package; a part of it is not whole.
  @Test func aTutorialsBlockNamesItsFileInTheReadersPackage() {
    let tutorial = "Sources/ThinTerminal/ThinTerminal.docc/YourFirstApp.md"
    let part = ArticleCode.Block(
      document: tutorial, line: 1,
      lines: ["// Sources/Pomodoro/PomodoroMain.swift", "import ThinTerminal"])
    #expect(part.quotedFile == "Examples/Pomodoro/Sources/Pomodoro/PomodoroMain.swift")
    #expect(ArticleCode.isCompiled(part))
    #expect(!ArticleCode.isWholeFile(part))
    let elsewhere = ArticleCode.Block(document: "README.md", line: 1, lines: part.lines)
    #expect(elsewhere.quotedFile == "Sources/Pomodoro/PomodoroMain.swift")
  }

  @Test func docCommentExamplesAreFoundFencedAndIndented() throws {
    let blocks = try DocCommentCode.blocks(of: "Sources/ThinKit/Bindings/ObservationBinding.swift")
    #expect(
      blocks.first?.lines.first
        == "ObservationBinding.bind(viewModel, to: counterView, cycle: cycle) { view, model in")
    let scenes = try DocCommentCode.blocks(of: "Sources/ThinScenes/Destination.swift")
    #expect(scenes.first?.lines.first == "final class TodoListScene: Scene {")
  }

  private static func failure(_ block: ArticleCode.Block) -> String {
    """
    The block at \(block) is not in any compiled Swift file\
    \(block.quotedFile.map { " (it quotes \($0))" } ?? ""); put it in \
    Tests/DocumentationTests/Examples (or fix it to match the code it shows):
    \(block.lines.joined(separator: "\n"))
    """
  }
}
