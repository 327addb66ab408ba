/// A startup step failed: the run stopped there.
public struct StartupError: Error, CustomStringConvertible {
  /// The step that failed, what it threw (or why it could not be built), and those before it.
  public let step: String, underlying: any Error, completed: StartupReport

  public var description: String { "startup step \"\(step)\" failed: \(underlying)" }
}
