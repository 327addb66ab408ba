import ThinKit
import ThinTerminal

/// An application running its real loop on an in-memory terminal, timed by a manual clock:
/// events go through the terminal's stream, and a test waits for the app to be idle — every
/// event sent handled, every frame and task it caused done — never for a number of turns.
@MainActor
struct RunningApp {
  let terminal: InMemoryTerminal
  let app: Application
  let clock = ManualClock()
  let run: Task<Void, Never>

  /// Runs `root` on a terminal of `size` (30×6 unless given).
  init(
    _ root: ViewController, size: Size = Size(width: 30, height: 6), updateCycle: UpdateCycle? = nil
  ) {
    let terminal = InMemoryTerminal(size: size)
    let app = Application(rootViewController: root)
    if let updateCycle { app.updateCycle = updateCycle }
    app.workTracker = clock.tracker
    terminal.workTracker = clock.tracker
    let clock = clock
    self.terminal = terminal
    self.app = app
    run = Task { await app.run(on: terminal, clock: AnimationClock(clock)) }
  }

  /// Suspends until the first frame is on screen and the app is idle.
  func launched() async {
    await terminal.waitForFrames(1)
    await idle()
  }

  /// Suspends until the app is idle: what was sent is handled, and what it started is done or
  /// waits for the clock.
  func idle() async {
    await clock.tracker.waitUntilIdle()
  }

  /// Moves the clock on, running the frames and timers due, and waits until the app is idle.
  func advance(by duration: Duration) async {
    await clock.advance(by: duration)
    await idle()
  }

  /// Ends input and waits for the run to return.
  func finish() async {
    terminal.finish()
    await run.value
  }
}
