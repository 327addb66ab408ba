import Foundation

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
