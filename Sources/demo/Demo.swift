import ArgumentParser

/// The `demo` command: the entry point of ThinKit's demo apps.
@main
struct Demo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "ThinKit's demo apps, running in the terminal.",
    subcommands: [GraphCommand.self]
  )

  func run() throws {
    print(Demo.helpMessage())
  }
}
