import Testing
import ThinDI
import ThinKit
import ThinTerminal
import ThinTerminalTesting

@testable import Counter
@testable import CounterUI

@MainActor
@Suite struct CounterSceneTests {
  private let theme = CounterTheme.standard

  private func makeContainer() throws -> Container {
    var builder = ContainerBuilder(installers: [CounterInstaller(), CounterSceneInstaller()])
    // What the app shell registers for every app.
    builder.register(UpdateCycle.self, .singleton) { UpdateCycle.main }
    return try builder.build()
  }

  private func openCounter(in container: Container) throws -> ViewController {
    try container.route(to: CounterApp.self, showing: ViewController.self)()
  }

  private func makeHost(size: Size = Size(width: 80, height: 24)) throws -> TestHost {
    TestHost(try openCounter(in: makeContainer()), size: size)
  }

  /// Presses keys (each acts on the key) and lets the digits' pulse end.
  private func press(_ keys: String, on host: TestHost) async {
    host.type(keys)
    await host.advance(by: .milliseconds(300))
  }

  @Test func startsAtZeroInBlackOnWhite() throws {
    let host = try makeHost()
    let reading = try #require(BlockReading(host.terminal.screen))
    #expect(reading.rows == BlockReading.expected("0"))
    #expect(host.terminal.screen[reading.origin.x, reading.origin.y].foreground == theme.zero)
    #expect(host.terminal.screen[0, 0].background == theme.controls.background)
    #expect(host.text.contains("Even"))
    #expect(host.text.contains("−"))
    #expect(host.text.contains("+"))
  }

  @Test func threeUpFiveDownShowsMinusTwoEvenInRed() async throws {
    let host = try makeHost()
    await press("+++-----", on: host)
    let reading = try #require(BlockReading(host.terminal.screen))
    #expect(reading.rows == BlockReading.expected("-2"))
    let cell = host.terminal.screen[reading.origin.x + reading.size.width - 1, reading.origin.y]
    #expect(cell.foreground == theme.negative)
    #expect(host.text.contains("Even"))
  }

  @Test func arrowsAndClicksPressTheButtonsToo() async throws {
    let host = try makeHost()
    await press("+", on: host)
    host.key(.right)
    await host.advance(by: .milliseconds(300))
    #expect(try #require(BlockReading(host.terminal.screen)).rows == BlockReading.expected("2"))
    let minus = try #require(host.lines.firstIndex { $0.contains("−") })
    let column = try #require(host.lines[minus].firstIndex(of: "−"))
    host.click(
      at: Point(
        x: host.lines[minus].distance(from: host.lines[minus].startIndex, to: column), y: minus))
    await host.advance(by: .milliseconds(250))
    let reading = try #require(BlockReading(host.terminal.screen))
    #expect(reading.rows == BlockReading.expected("1"))
    #expect(
      host.terminal.screen[reading.origin.x, reading.origin.y + 4].foreground == theme.positive)
    #expect(host.text.contains("Odd"))
  }

  @Test func everyChangePulsesTheDigitsFrameByFrame() async throws {
    let host = try makeHost()
    host.app.preferredFramesPerSecond = 20
    // The count changes on the key, and its pulse starts there.
    host.type("+")
    let rest = try #require(BlockReading(host.terminal.screen)).size
    await host.advance(by: .milliseconds(50))
    let growing = try #require(BlockReading(host.terminal.screen)).size
    await host.advance(by: .milliseconds(50))
    let peak = try #require(BlockReading(host.terminal.screen)).size
    await host.advance(by: .milliseconds(100))
    let after = try #require(BlockReading(host.terminal.screen))
    #expect(rest == Size(width: 6, height: 5))
    #expect(growing.width > rest.width && growing.width < peak.width)
    #expect(peak == Size(width: 8, height: 7))
    #expect(after.size == rest)
    #expect(after.rows == BlockReading.expected("1"))
    // The + button's press flash (held 0.15 s, then a quarter-second fade) ends last.
    await host.advance(by: .milliseconds(250))
    #expect(!host.app.isAnimating)
  }

  @Test func fitsASmallTerminal() async throws {
    let host = try makeHost(size: Size(width: 30, height: 12))
    await press("-", on: host)
    #expect(try #require(BlockReading(host.terminal.screen)).rows == BlockReading.expected("-1"))
    #expect(host.text.contains("Odd"))
  }

  @Test func hugeCountsFallBackToNarrowerPixelsThenText() throws {
    let container = try makeContainer()
    let counter = try container.resolve(Counter.self)
    counter.count = Int.min
    let host = TestHost(try openCounter(in: container), size: Size(width: 100, height: 24))
    #expect(BlockReading(host.terminal.screen)?.size.width == 79)
    host.resize(to: Size(width: 80, height: 24))
    #expect(BlockReading(host.terminal.screen) == nil)
    #expect(host.text.contains("-9223372036854775808"))
  }

  @Test func sceneGoesAwayWithItsControllerAndStopsRendering() throws {
    let container = try makeContainer()
    var controller: ViewController? = try openCounter(in: container)
    weak let presenter = (controller?.scene as? CounterScene)?.presenter
    weak let view = controller?.view
    #expect(presenter != nil)
    controller = nil
    #expect(presenter == nil)
    #expect(view == nil)
    try container.resolve(CounterInteractor.self).increment()
    UpdateCycle.main.drain()
    #expect(try container.resolve(Counter.self).count == 1)
  }
}
