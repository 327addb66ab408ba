import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import ThinTerminalTesting

@testable import Counter
@testable import CounterUI

/// The Counter screen, built by its type from its installers and driven key by key: every
/// press, pulse and repaint asserted in order.
@MainActor
@Suite struct CounterSceneTests {
  private let theme = CounterTheme.standard

  private func counter(
    terminal: ScreenConfiguration = ScreenConfiguration()
  ) async throws -> SceneTest<CounterScene> {
    try await SceneTest(
      CounterScene.self, installers: [CounterInstaller(), CounterSceneInstaller()],
      terminal: terminal,
      hosting: .alone
    ) { builder, context in
      builder.install(AppShellInstaller(clock: context.clock))
    }
  }

  /// What one press of `key` shows: its button lights up, then the digits pulse.
  private func press(_ key: Character) -> [SceneOutput] {
    [.highlight(key == "-" ? "−" : "+"), .animation("pulse", on: "BlockDigitsView")]
  }

  /// Presses `keys`, asserts each press, and lets the pulses end.
  private func press(_ keys: String, on test: SceneTest<CounterScene>) async {
    for key in keys {
      test.type(String(key))
      await test.receive(press(key))
    }
    await test.advance(by: .milliseconds(300))
  }

  private func reading(_ test: SceneTest<CounterScene>) throws -> BlockReading {
    try #require(BlockReading(test.terminal.screen))
  }

  @Test func startsAtZeroInBlackOnWhite() async throws {
    let test = try await counter()
    let reading = try reading(test)
    #expect(reading.rows == BlockReading.expected("0"))
    #expect(test.terminal.screen[reading.origin.x, reading.origin.y].foreground == theme.zero)
    #expect(test.terminal.screen[0, 0].background == theme.controls.background)
    test.assertModel(\.view.countText, equals: "0")
    test.assertModel(\.view.infoText, equals: "Even")
    test.assertModel(\.view.counterColor, equals: .zero)
    #expect(test.text.contains("Even"))
    #expect(test.text.contains("−") && test.text.contains("+"))
    await test.finish()
  }

  @Test func threeUpFiveDownShowsMinusTwoEvenInRed() async throws {
    let test = try await counter()
    await press("+++-----", on: test)
    let reading = try reading(test)
    #expect(reading.rows == BlockReading.expected("-2"))
    let cell = test.terminal.screen[reading.origin.x + reading.size.width - 1, reading.origin.y]
    #expect(cell.foreground == theme.negative)
    #expect(test.text.contains("Even"))
    test.assertModel(\.view.counterColor, equals: .negative)
    await test.finish()
  }

  @Test func arrowsAndClicksPressTheButtonsToo() async throws {
    let test = try await counter()
    await press("+", on: test)
    test.key(.right)
    await test.receive(press("+"))
    await test.advance(by: .milliseconds(300))
    #expect(try reading(test).rows == BlockReading.expected("2"))
    // A click lights the button as it goes down, and acts as it comes up.
    test.click("−")
    await test.receive(press("-"))
    await test.advance(by: .milliseconds(250))
    let reading = try reading(test)
    #expect(reading.rows == BlockReading.expected("1"))
    #expect(
      test.terminal.screen[reading.origin.x, reading.origin.y + 4].foreground == theme.positive)
    #expect(test.text.contains("Odd"))
    test.assertModel(\.view.counterColor, equals: .positive)
    await test.finish()
  }

  @Test func everyChangePulsesTheDigitsFrameByFrame() async throws {
    let test = try await counter()
    test.host.app.preferredFramesPerSecond = 20
    // The count changes on the key, and its pulse starts there.
    test.type("+")
    await test.receive(press("+"))
    let rest = try reading(test).size
    await test.advance(by: .milliseconds(50))
    let growing = try reading(test).size
    await test.advance(by: .milliseconds(50))
    let peak = try reading(test).size
    await test.advance(by: .milliseconds(100))
    let after = try reading(test)
    #expect(rest == Size(width: 6, height: 5))
    #expect(growing.width > rest.width && growing.width < peak.width)
    #expect(peak == Size(width: 8, height: 7))
    #expect(after.size == rest)
    #expect(after.rows == BlockReading.expected("1"))
    // The + button's press flash (held 0.15 s, then a quarter-second fade) ends last.
    await test.advance(by: .milliseconds(250))
    #expect(!test.host.app.isAnimating)
    await test.finish()
  }

  @Test func fitsASmallTerminal() async throws {
    let test = try await counter(terminal: ScreenConfiguration(size: Size(width: 30, height: 12)))
    await press("-", on: test)
    #expect(try reading(test).rows == BlockReading.expected("-1"))
    #expect(test.text.contains("Odd"))
    await test.finish()
  }

  @Test func hugeCountsFallBackToNarrowerPixelsThenText() async throws {
    let test = try await counter(terminal: ScreenConfiguration(size: Size(width: 100, height: 24)))
    try test.container.resolve(Counter.self).count = Int.min
    await test.receive(.animation("pulse", on: "BlockDigitsView"))
    #expect(BlockReading(test.terminal.screen)?.size.width == 79)
    test.resize(to: Size(width: 80, height: 24))
    #expect(BlockReading(test.terminal.screen) == nil)
    #expect(test.text.contains("-9223372036854775808"))
    await test.finish()
  }

  @Test func sceneGoesAwayWithItsControllerAndStopsRendering() async throws {
    let test = try await counter()
    var controller: CounterViewController? = try test.container.screen(
      of: CounterScene.self, argument: ())
    weak let presenter = (controller?.scene as? CounterScene)?.presenter
    weak let view = controller?.view
    #expect(presenter != nil)
    controller = nil
    #expect(presenter == nil)
    #expect(view == nil)
    // The screen on the terminal still counts; the released one draws nothing.
    try test.container.resolve(CounterInteractor.self).increment()
    await test.receive(.animation("pulse", on: "BlockDigitsView"))
    #expect(try test.container.resolve(Counter.self).count == 1)
    await test.finish()
  }
}
