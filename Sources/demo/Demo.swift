import ArgumentParser
import DemoApp
import ThinTerminal

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
    subcommands: DemoEntry.allCases.map(\.commandType) + [
      GraphCommand.self, AuthServerCommand.self,
    ]
  )

  @MainActor
  func run() async throws {
    await AppRunner.demo(.launcher).run()
  }
}

extension DemoEntry {
  /// The subcommand that opens the app: one per app of the launcher's list.
  fileprivate var commandType: any ParsableCommand.Type {
    switch self {
    case .counter: CounterCommand.self
    case .signIn: AuthCommand.self
    case .todo: TodoCommand.self
    }
  }
}
