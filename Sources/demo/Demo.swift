import ArgumentParser
import DemoApp

/// The `demo` command: the launcher of ThinKit's demo apps, and one subcommand per app.
@main
struct Demo: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "ThinKit's demo apps, running in the terminal.",
    usage: "demo [<subcommand>]",
    discussion: """
      Without a subcommand, opens the launcher: choose an app with the arrows and Enter, go \
      back with Esc, quit with q (or Ctrl-C). Needs an interactive terminal.
      """,
    subcommands: [
      CounterCommand.self, GraphCommand.self, AuthCommand.self, AuthServerCommand.self,
      TodoCommand.self,
    ]
  )

  @MainActor
  func run() async throws {
    try await DemoRunner.run(.launcher)
  }
}
