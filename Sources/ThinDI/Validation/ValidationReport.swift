/// Everything ``Container/validate(isolation:)`` found, every problem at once.
public struct ValidationReport: Sendable, CustomStringConvertible {
  /// The problems, one per cause, in registration order.
  public let problems: [ValidationProblem]
  /// How many registrations each problem of ``problems`` makes fail, in the same order: a
  /// missing registration or a cycle that many registrations reach is one problem, reported
  /// once with this count.
  public let occurrences: [Int]

  init(problems: [ValidationProblem], occurrences: [Int]) {
    self.problems = problems
    self.occurrences = occurrences
  }

  /// Whether the container resolved every registration without a problem.
  public var isEmpty: Bool { problems.isEmpty }

  /// One line per problem, with how many registrations it fails when more than one, or a line
  /// saying there is none.
  public var description: String {
    guard !problems.isEmpty else { return "no problems" }
    return zip(problems, occurrences).map { problem, count in
      count > 1 ? "\(problem) (fails \(count) registrations)" : problem.description
    }.joined(separator: "\n")
  }
}
