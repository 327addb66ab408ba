import Foundation
import Testing

/// The tmux command line, run on a private server socket so that tests never touch a user's
/// sessions or each other's.
enum Tmux {
  /// A tmux command that failed, with what it printed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `tmux -S socket [-f config] arguments…` and returns its standard output.
  @discardableResult
  static func run(socket: URL, config: URL? = nil, _ arguments: [String]) throws -> String {
    var command = ["tmux", "-u", "-S", socket.path]
    if let config { command += ["-f", config.path] }
    return try Subprocess.run(command + arguments).checkedOutput()
  }
}

extension Tmux {
  /// Whether a `tmux` command runs on this machine.
  static let isAvailable: Bool = {
    (try? Subprocess.run(["tmux", "-V"]).status) == 0
  }()
}

extension Trait where Self == ConditionTrait {
  /// Skips a test that drives a program through tmux on a machine without it, and says why
  /// (`.ci/install-tools` installs it for CI).
  static var needsTmux: Self {
    .enabled(
      if: Tmux.isAvailable,
      "tmux is not installed: this end-to-end test runs the program in a tmux pane")
  }
}
