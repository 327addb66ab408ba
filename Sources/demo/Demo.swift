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

  /// Runs the command as ArgumentParser's own `main` does, except for the help: that writes it
  /// with `print`, which drops a failed write, so `demo --help` into a closed pipe or onto a
  /// full disk exited 0. Here the help is written with a checked write, and a failure is said
  /// on standard error and exits 1, as coreutils do.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      exitWriting(error)
    }
  }

  /// Ends the process as `exit(withError:)` does, writing a clean exit's text (the help) to
  /// standard output with a checked write.
  private static func exitWriting(_ error: any Error) -> Never {
    guard exitCode(for: error).isSuccess else { exit(withError: error) }
    let text = fullMessage(for: error)
    do {
      if !text.isEmpty { try StandardOutput.write(text + "\n", naming: "help") }
    } catch {
      exit(withError: error)
    }
    exit(withError: nil)
  }

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
