/// Everything ``Container/validate(isolation:)`` found, every problem at once.
public struct ValidationReport: Sendable, CustomStringConvertible {
  /// The problems, one per cause, in registration order, and how many registrations each fails.
  public let problems: [ValidationProblem], occurrences: [Int]

  /// Whether the container resolved every registration without a problem.
  public var isEmpty: Bool { problems.isEmpty }

  /// One line per problem, with how many registrations it fails when more than one.
  public var description: String {
    guard !problems.isEmpty else { return "no problems" }
    return zip(problems, occurrences).map { problem, count in
      count > 1 ? "\(problem) (fails \(count) registrations)" : problem.description
    }.joined(separator: "\n")
  }
}

/// One problem ``Container/validate(isolation:)`` found, with the path that leads to it.
public enum ValidationProblem: Sendable, CustomStringConvertible {
  /// A registration cannot be resolved; the error says why, and where.
  case unresolvable(ResolutionError)
  /// A longer-lived instance holds a shorter-lived one (a singleton a transient) through `path`.
  case captiveDependency(path: [ServiceKey], holder: Lifestyle, held: Lifestyle)
  /// A registration with a runtime argument gave no sample, so the dry run could not build it.
  case missingSampleArgument(ServiceKey)

  /// The registrations from the one validated down to the one at fault.
  public var path: [ServiceKey] {
    switch self {
    case .unresolvable(let error): error.path
    case .captiveDependency(let path, _, _): path
    case .missingSampleArgument(let key): [key]
    }
  }

  public var description: String {
    // "a singleton", "an eager singleton".
    let article = { (lifestyle: Lifestyle) in
      ("aeiou".contains(lifestyle.description.first!) ? "an " : "a ") + lifestyle.description
    }
    return switch self {
    case .unresolvable(let error): error.description
    case .captiveDependency(let path, let holder, let held):
      path.map(\.description).joined(separator: " → ")
        + ": captive dependency, \(article(holder)) holds \(article(held))"
    case .missingSampleArgument(let key):
      "\(key): no sample argument, so validation could not build it"
    }
  }
}
