/// A startup step failed: the run stopped there.
public struct StartupError: Error, CustomStringConvertible {
  /// The name of the step that failed.
  public let step: String
  /// What it threw, or the ``ResolutionError`` that kept it from being built.
  public let underlying: any Error
  /// The steps that finished before it.
  public let completed: StartupReport

  public var description: String {
    "startup step \"\(step)\" failed: \(underlying)"
  }
}
