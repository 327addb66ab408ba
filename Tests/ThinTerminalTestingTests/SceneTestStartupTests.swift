import Testing
import ThinDI
import ThinTerminal
import ThinTerminalTesting

/// A scene test runs the app's launch steps only when asked, as the app runs them before its
/// first screen: what a step loads then shows on the screen, and a failing step stops the test
/// with the error that names it.
@MainActor
@Suite struct SceneTestStartupTests {
  private func shelfTest(books: [String] = ["Dune", "Emma"]) async throws -> SceneTest<ShelfScene> {
    try await SceneTest(ShelfScene.self, installers: [ShelfInstaller(books: books)]) {
      builder, context in
      builder.install(AppShellInstaller(clock: context.clock))
    }
  }

  @Test func theLaunchStepsRunWhenTheTestAsksAndTheScreenShowsWhatTheyLoaded() async throws {
    let test = try await shelfTest()
    #expect(test.text.contains("Empty shelf"), "a scene test does not run them by itself")
    let report = try await test.runStartup()
    #expect(report.steps.map(\.name) == ["Stock shelf"])
    #expect(test.text.contains("Dune, Emma"))
    await test.finish()
  }

  @Test func aFailingLaunchStepThrowsTheErrorThatNamesIt() async throws {
    let test = try await shelfTest(books: [])
    let error = await #expect(throws: StartupError.self) { try await test.runStartup() }
    #expect(error?.step == "Stock shelf")
    #expect(error?.underlying is StockShelfStep.NothingToStock)
    #expect(test.text.contains("Empty shelf"))
    await test.finish()
  }
}
