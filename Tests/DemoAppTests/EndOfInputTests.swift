import Clocks
import Testing
import ThinDI
import ThinKit
import ThinScenes

@testable import ThinTerminal

/// The terminal hanging up (its window closed, `tmux kill-session`) ends the input before any
/// SIGHUP arrives: the run must end as `q` does, every screen leaving for good, so that a
/// screen keeping edits on leave (Todo's detail) saves them.
@Suite @MainActor struct EndOfInputTests {
  final class Screen: ViewController, SceneHost {}

  /// Counts what the screen's scene hears of its life.
  final class RecordingScene: Scene {
    var starts = 0
    var stops = 0

    init() {}
    init(screen: Screen, resolver: inout Resolver, argument: Void) throws {}
    func start() { starts += 1 }
    func stop() { stops += 1 }
  }

  @Test func theEndOfInputStopsTheScenesAsTerminateDoes() async {
    let screen = Screen()
    let scene = RecordingScene()
    screen.scene = scene
    let terminal = InMemoryTerminal(size: Size(width: 30, height: 6))
    let app = Application(rootViewController: screen)
    let clock = TestClock<Duration>()
    let run = Task { await app.run(on: terminal, clock: AnimationClock(clock)) }
    for _ in 0..<10_000 where terminal.frameCount == 0 { await Task.yield() }
    #expect(scene.starts == 1)
    terminal.finish()
    await run.value
    #expect(!app.isRunning)
    #expect(scene.stops == 1, "the screen left for good: its edits are kept")
  }
}
