import Testing
import ThinDI
import ThinKit
import ThinScenes

@testable import ThinTerminal

/// The terminal hanging up (its window closed, `tmux kill-session`) ends the input before any
/// SIGHUP arrives: the run must end as `q` does, every screen leaving for good, so that a
/// screen keeping edits on leave (Todo's detail) saves them.
@Suite @MainActor struct EndOfInputTests {
  /// Opens the screen.
  enum Entry: Destination {}

  /// Counts what the screen's scene hears of its life.
  final class RecordingScene: Scene {
    var starts = 0
    var stops = 0

    init(resolver: inout Resolver, argument: Void) throws {}
    func makeScreen(resolver: inout Resolver) -> ViewController { ViewController() }
    func start() { starts += 1 }
    func stop() { stops += 1 }
  }

  @Test func theEndOfInputStopsTheScenesAsTerminateDoes() async throws {
    var builder = ContainerBuilder()
    builder.registerRoute(Entry.self, to: RecordingScene.self)
    let container = try builder.build()
    let screen = try container.route(to: Entry.self, showing: ViewController.self)()
    let scene = try #require(screen.scene as? RecordingScene)
    let terminal = InMemoryTerminal(size: Size(width: 30, height: 6))
    let app = Application(rootViewController: screen)
    let clock = ManualClock()
    let run = Task { await app.run(on: terminal, clock: AnimationClock(clock)) }
    await terminal.waitForFrames(1)
    #expect(scene.starts == 1)
    terminal.finish()
    await run.value
    #expect(!app.isRunning)
    #expect(scene.stops == 1, "the screen left for good: its edits are kept")
  }
}
