/// What a run of startup (or shutdown) steps did: each step, in order, with how long it took.
public struct StartupReport: Sendable, CustomStringConvertible {
  /// One step that finished.
  public struct Step: Sendable, Equatable {
    public let name: String, duration: Duration

    public init(name: String, duration: Duration) { (self.name, self.duration) = (name, duration) }
  }

  /// The steps that finished, in the order they ran.
  public internal(set) var steps: [Step] = []

  /// A report of no step, for modules built on the container that had nothing to run.
  package init() {}

  /// The time all steps took together.
  public var totalDuration: Duration { steps.reduce(.zero) { $0 + $1.duration } }

  /// One line per step: its name and duration in milliseconds.
  public var description: String {
    steps.map { "\($0.name): \($0.duration.millisecondsText) ms" }.joined(separator: "\n")
  }
}

extension Duration {
  /// In milliseconds with three decimals (`0.012`), without Foundation's formatters.
  var millisecondsText: String {
    let microseconds = Int((self / .microseconds(1)).rounded())
    let fraction = String(abs(microseconds % 1_000))
    return "\(microseconds / 1_000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }
}
