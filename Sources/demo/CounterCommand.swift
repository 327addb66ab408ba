import ArgumentParser
import DemoApp
import ThinTerminal

/// `demo counter`: opens the Counter app directly.
struct CounterCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: DemoEntry.counter.command,
    abstract: "Open the Counter app: a view controller with an empty body.",
    discussion: """
      - and + (or Left and Right) step the count; q or Ctrl-C quits. Needs an interactive \
      terminal.
      """
  )

  @MainActor
  func run() async throws {
    await AppRunner.demo(.app(.counter)).run()
  }
}
