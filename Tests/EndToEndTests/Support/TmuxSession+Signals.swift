import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signals for the program, or for a shell's job, and the hang-up of closing its window.
extension TmuxSession {
  /// Sends `signal` to the program (not to the wrapper shell around it).
  func signalProgram(_ signal: Int32) throws {
    let program: pid_t
    do { program = try onlyChild(of: pid_t(pane("pane_pid")) ?? -1) } catch {
      // The program is gone already: say how it ended, from what the pane shows.
      throw Tmux.Failure(
        description: "no program to signal (\(error)); the pane shows:\n"
          + ((try? capture()) ?? []).joined(separator: "\n"))
    }
    try send(signal, to: program)
  }

  /// Sends `signal` to the job an interactive shell run as the program is running, as `kill`
  /// from another terminal would.
  func signalShellJob(_ signal: Int32) throws {
    try send(signal, to: onlyChild(of: onlyChild(of: pid_t(pane("pane_pid")) ?? -1)))
  }

  /// Whether the job an interactive shell run as the program is running is stopped.
  func shellJobIsStopped() throws -> Bool {
    let job = try onlyChild(of: onlyChild(of: pid_t(pane("pane_pid")) ?? -1))
    return try Subprocess.run(["ps", "-o", "stat=", "-p", "\(job)"]).checkedOutput()
      .trimmingCharacters(in: .whitespaces).hasPrefix("T")
  }

  fileprivate func onlyChild(of parent: pid_t) throws -> pid_t {
    let children = try Subprocess.run(["pgrep", "-P", "\(parent)"]).checkedOutput()
      .split(separator: "\n").compactMap { pid_t($0) }
    guard children.count == 1, let child = children.first else {
      throw Tmux.Failure(description: "expected one process under \(parent), found \(children)")
    }
    return child
  }

  fileprivate func send(_ signal: Int32, to process: pid_t) throws {
    guard kill(process, signal) == 0 else {
      throw Tmux.Failure(description: "kill(\(process), \(signal)) failed with errno \(errno)")
    }
  }
}
