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

  public let key: ServiceKey
  public let lifestyle: Lifestyle
  /// 0 for a top-level resolve, 1 for what its factory resolves, and so on; a provider called
  /// while an instance is built continues the depth of the resolve it runs in.
  public let depth: Int
  /// When the resolve started, on the trace's clock, since the trace began; how long it took,
  /// its dependencies included; and what it did.
  public let start: Duration, duration: Duration, outcome: Outcome

  /// `  TodoStore: singleton, built in 0.012 ms`, indented two spaces per level of depth.
  public var description: String {
    let microseconds = Int((duration / .microseconds(1)).rounded())
    let fraction = String(microseconds % 1_000)
    let time =
      "in \(microseconds / 1_000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) ms"
    let outcome =
      switch outcome {
      case .built: "built \(time)"
      case .reused: "reused \(time)"
      case .failed(let error): "failed \(time): \(error)"
      }
    return String(repeating: "  ", count: depth) + "\(key): \(lifestyle), \(outcome)"
  }
}
