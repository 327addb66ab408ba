import Testing

/// Every Swift block of every DocC article and of the README is compiled code: it appears in
/// the library's sources or in this target's examples, which `swift test` compiles (and mostly
/// runs). An article whose code drifts from the library fails here.
@Suite struct ArticleCodeTests {
  @Test(arguments: ArticleCode.documents)
  func everyCodeBlockIsCompiled(document: String) throws {
    for block in try ArticleCode.blocks(of: document) {
      #expect(
        ArticleCode.isCompiled(block),
        """
        The block at \(block) is not in any compiled Swift file; put it in \
        Tests/DocumentationTests/Examples (or fix it to match the code it shows):
        \(block.lines.joined(separator: "\n"))
        """)
    }
  }

  @Test func theCheckFindsBlocksAndRefusesCodeThatIsNowhere() throws {
    let readme = try ArticleCode.blocks(of: "README.md")
    #expect(!readme.isEmpty, "the README shows code")
    let invented = ArticleCode.Block(
      document: "nowhere.md", line: 1, lines: ["let answer = thisFunctionDoesNotExist(42)"])
    #expect(!ArticleCode.isCompiled(invented))
  }
}
