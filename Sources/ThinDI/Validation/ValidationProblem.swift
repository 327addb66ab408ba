/// One problem ``Container/validate(isolation:)`` found, with the path that leads to it.
public enum ValidationProblem: Sendable, CustomStringConvertible {
  /// A registration cannot be resolved: something it needs is not registered, its dependencies
  /// form a cycle, or a factory threw. The error carries the path.
  case unresolvable(ResolutionError)
  /// A longer-lived instance holds a shorter-lived one, which then lives as long as its holder:
  /// a singleton keeping one transient, graph, weak or scoped instance for ever, or a scoped one
  /// keeping a transient, graph or weak instance past its intended life. `path` runs from the
  /// holder to the held registration.
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
    switch self {
    case .unresolvable(let error):
      return error.description
    case .captiveDependency(let path, let holder, let held):
      let arrow = path.map(\.description).joined(separator: " → ")
      return "\(arrow): captive dependency, \(holder.withArticle) holds \(held.withArticle)"
    case .missingSampleArgument(let key):
      return "\(key): no sample argument, so validation could not build it"
    }
  }
}

extension Lifestyle {
  /// "a singleton", "an eager singleton".
  fileprivate var withArticle: String {
    let text = description
    return ("aeiou".contains(text.first!) ? "an " : "a ") + text
  }
}
