import ThinKit

extension Application {
  /// Runs the app full-screen in the terminal this process was started from, as
  /// `UIApplicationMain` does on a device: opens it (printing one line and exiting with status 2
  /// when there is no terminal), runs until Ctrl-C, ``terminate()`` or the end of input, and
  /// restores the terminal exactly as it was.
  public func runInTerminal(
    programName: String, clock: AnimationClock = AnimationClock(HostClock())
  ) async {
    let terminal = ANSITerminal.openOrExit(programName: programName, clock: clock)
    await run(on: terminal, clock: clock)
    terminal.restore()
  }
}
