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
