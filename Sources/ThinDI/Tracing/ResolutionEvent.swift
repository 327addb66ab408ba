/// One resolve of one registration, as a trace reports it (see
/// ``ContainerBuilder/traceResolutions(clock:_:)``).
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

  /// The registration resolved.
  public let key: ServiceKey
  /// Its lifestyle.
  public let lifestyle: Lifestyle
  /// 0 for a top-level resolve, 1 for what its factory resolves, and so on. A resolve started
  /// inside a factory (a provider called while an instance is built) continues the depth of the
  /// resolve it runs in.
  public let depth: Int
  /// When the resolve started, on the trace's clock, since the trace began.
  public let start: Duration
  /// How long it took, its dependencies included.
  public let duration: Duration
  /// What it did.
  public let outcome: Outcome

  /// `  TodoStore: singleton, built in 0.012 ms`, indented two spaces per level of depth.
  public var description: String {
    let outcome =
      switch outcome {
      case .built: "built in \(duration.milliseconds) ms"
      case .reused: "reused in \(duration.milliseconds) ms"
      case .failed(let error): "failed in \(duration.milliseconds) ms: \(error)"
      }
    return String(repeating: "  ", count: depth) + "\(key): \(lifestyle), \(outcome)"
  }
}

extension Duration {
  /// Milliseconds with three decimals: `0.012`.
  fileprivate var milliseconds: String {
    let microseconds = Int((self / .microseconds(1)).rounded())
    let fraction = String(microseconds % 1_000)
    return "\(microseconds / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
