import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting

/// A scene test shows its screen in the app's theme, as `AppRunner` does: the one the app's
/// `AppShellInstaller` was given, so a snapshot shows the colors the app shows.
@MainActor
@Suite struct SceneTestThemeTests {
  @Test func theScreenWearsTheThemeTheShellWasGiven() async throws {
    var theme = Theme.standard
    theme.background = Color(red: 10, green: 20, blue: 30)
    theme.barBackground = Color(red: 40, green: 50, blue: 60)
    let test = try await SceneTest(
      ProbeScene.self, installers: [ProbeInstaller()],
      terminal: ScreenConfiguration(size: Size(width: 40, height: 12)), exhaustivity: .off
    ) { builder, context in
      builder.install(AppShellInstaller(clock: context.clock, theme: theme))
      builder.register((any NameSending).self, .singleton) {
        PostingSender(outputs: context.outputs)
      }
    }
    #expect(test.host.window.theme == theme)
    #expect(test.host.terminal.screen[0, 0].background == theme.barBackground, "the bar")
    #expect(test.host.terminal.screen[39, 11].background == theme.background, "the screen")
    await test.finish()
  }

  @Test func withoutOneTheScreenKeepsTheStandardTheme() async throws {
    let test = try await SceneTest(ProbeScene.self, installers: [ProbeInstaller()]) {
      builder, context in
      builder.install(AppShellInstaller(clock: context.clock))
      builder.register((any NameSending).self, .singleton) {
        PostingSender(outputs: context.outputs)
      }
    }
    test.exhaustivity = .off
    #expect(test.host.window.theme == Theme.standard)
    await test.finish()
  }
}
