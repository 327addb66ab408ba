/// Everything ``Container/validate(isolation:)`` found, every problem at once.
public struct ValidationReport: Sendable, CustomStringConvertible {
  /// The problems, one per cause, in registration order.
  public let problems: [ValidationProblem]

  /// Whether the container resolved every registration without a problem.
  public var isEmpty: Bool { problems.isEmpty }

  /// One line per problem, or a line saying there is none.
  public var description: String {
    guard !problems.isEmpty else { return "no problems" }
    return problems.map(\.description).joined(separator: "\n")
  }
}
