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
    clock: AnimationClock = AnimationClock(ContinuousClock()),
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

extension TerminalError {
  /// Prints the message and a newline to standard error and exits with `exitStatus`.
  public func printAndExit() -> Never {
    TerminalOutput.writeAll(Array("\(description)\n".utf8), to: STDERR_FILENO)
    Foundation.exit(Self.exitStatus)
  }
}
