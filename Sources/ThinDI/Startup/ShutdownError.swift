/// Shutdown steps failed: every other step still ran.
public struct ShutdownError: Error, CustomStringConvertible {
  /// One step that failed.
  public struct Failure: Sendable, CustomStringConvertible {
    /// The step, and what it threw (or the ``ResolutionError`` that kept it from being built).
    public let step: String, underlying: any Error

    public var description: String { "shutdown step \"\(step)\" failed: \(underlying)" }
  }

  /// The steps that failed, in the order they ran, and those that finished.
  public let failures: [Failure], completed: StartupReport

  /// One line per failure.
  public var description: String { failures.map(\.description).joined(separator: "\n") }
}
