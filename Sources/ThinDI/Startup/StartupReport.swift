/// What a run of startup (or shutdown) steps did: each step, in order, with how long it took.
public struct StartupReport: Sendable, CustomStringConvertible {
  /// One step that finished.
  public struct Step: Sendable, Equatable {
    public let name: String
    public let duration: Duration

    public init(name: String, duration: Duration) {
      self.name = name
      self.duration = duration
    }
  }

  /// The steps that finished, in the order they ran.
  public internal(set) var steps: [Step] = []

  /// A report of no step, for modules built on the container that had nothing to run.
  package init() {}

  /// The time all steps took together.
  public var totalDuration: Duration { steps.reduce(.zero) { $0 + $1.duration } }

  /// One line per step: its name and duration in milliseconds.
  public var description: String {
    steps.map { step in
      "\(step.name): \((step.duration / .milliseconds(1)).formatted3) ms"
    }.joined(separator: "\n")
  }
}

extension Double {
  /// Three decimals, without Foundation's formatters.
  fileprivate var formatted3: String {
    let thousandths = (self * 1000).rounded()
    let whole = Int(thousandths / 1000)
    let fraction = Int(abs(thousandths).truncatingRemainder(dividingBy: 1000))
    let padded =
      String(fraction).count < 3
      ? String(repeating: "0", count: 3 - String(fraction).count) + String(fraction)
      : String(fraction)
    return "\(whole).\(padded)"
  }
}
