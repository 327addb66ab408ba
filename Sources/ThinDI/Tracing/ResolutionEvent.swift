/// One resolve of one registration, as a trace reports it.
public struct ResolutionEvent: Sendable, CustomStringConvertible {
  /// What the resolve did.
  public enum Outcome: Sendable {
    /// The factory ran: a new instance (every transient, the first of a shared one).
    case built
    /// An instance the lifestyle shares was handed out without running the factory.
    case reused
    /// The resolve threw this error, whose path says where.
    case failed(ResolutionError)
  }

  public let key: ServiceKey, lifestyle: Lifestyle
  /// 0 for a top-level resolve, 1 for what its factory resolves, and so on.
  public let depth: Int
  /// When it started (since the trace began), how long it took (dependencies too), what it did.
  public let start: Duration, duration: Duration, outcome: Outcome

  /// `  TodoStore: singleton, built in 0.012 ms`, indented two spaces per level of depth.
  public var description: String {
    let time = "in \(duration.millisecondsText) ms"
    let outcome =
      switch outcome {
      case .built: "built \(time)"
      case .reused: "reused \(time)"
      case .failed(let error): "failed \(time): \(error)"
      }
    return String(repeating: "  ", count: depth) + "\(key): \(lifestyle), \(outcome)"
  }
}
