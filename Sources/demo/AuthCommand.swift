import ArgumentParser
import Auth
import DemoApp
import ThinTerminal

/// `demo auth`: opens the Sign-in app, on the in-process demo server or on `--server URL`.
struct AuthCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: DemoEntry.signIn.command,
    abstract: "Open the Sign-in app: a view controller that only handles a sign-in's result.",
    discussion: """
      By default a sign-in server starts in this process on a free loopback port, with one \
      account: demo@thinkit.dev, password thinkit-demo. Tab/Down and Shift-Tab/Up move between \
      the fields, Return signs in, Esc ends editing; q (outside a field) or Ctrl-C quits. \
      Needs an interactive terminal.
      """
  )

  @Option(
    help: ArgumentHelp(
      "Use the sign-in server at this URL instead (https, or http on a loopback address).",
      valueName: "url"),
    transform: { try AuthServerURL(string: $0) })
  var server: AuthServerURL?

  @MainActor
  func run() async throws {
    let server = server
    await AppRunner.demo(.app(.signIn)) { builder in
      guard let server else { return }
      builder.register(AuthBackend.self, .singleton) { .remote(server) }
    }.run()
  }
}
