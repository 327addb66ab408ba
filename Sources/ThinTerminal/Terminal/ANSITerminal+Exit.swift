import Foundation
import ThinKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ANSITerminal {
  /// Opens the terminal, or, when that fails, prints the reason on one line to standard error
  /// and exits with status 2: the entry point of a full-screen program in one line.
  public static func openOrExit(
    programName: String,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    clock: AnimationClock = AnimationClock(HostClock()),
    modes: TerminalModes = .all
  ) -> ANSITerminal {
    do {
      return try ANSITerminal(
        programName: programName, environment: environment, clock: clock, modes: modes)
    } catch {
      error.printAndExit()
    }
  }
}

extension ANSITerminal {
  /// Runs a full-screen program: opens the terminal (or says why not and exits with status
  /// 2), runs `body` on it, gives the terminal back, writes the exit's message on the restored
  /// screen and ends the process with the exit's status, or by the termination signal that
  /// asked it to end (see ``restore(writingToStandardError:)``).
  public static func runProgram(
    named programName: String, clock: AnimationClock = AnimationClock(HostClock()),
    _ body: (ANSITerminal) async -> AppExit
  ) async -> Never {
    let terminal = openOrExit(programName: programName, clock: clock)
    let exit = await body(terminal)
    terminal.restore(writingToStandardError: exit.message)
    Foundation.exit(exit.status)
  }
}

extension TerminalError {
  /// Prints the message and a newline to standard error and exits with `exitStatus`.
  public func printAndExit() -> Never {
    TerminalOutput.writeAll(Array("\(description)\n".utf8), to: STDERR_FILENO)
    Foundation.exit(Self.exitStatus)
  }
}
