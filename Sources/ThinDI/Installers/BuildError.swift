/// Why ``ContainerBuilder/build(isolation:)`` refused to seal a container: every problem at once.
public struct BuildError: Error, CustomStringConvertible {
  /// One reason the registrations cannot be sealed.
  public enum Problem: Sendable, CustomStringConvertible {
    /// Two registrations of the same key outside ``ContainerBuilder/override(_:)``.
    case duplicate(ServiceKey, first: String?, second: String?)
    /// A registration inside ``ContainerBuilder/override(_:)`` with no original to replace.
    case overridesNothing(ServiceKey, source: String?)
    /// An eager singleton's factory failed while the container was being built.
    case eagerSingletonFailed(ResolutionError)

    public var description: String {
      switch self {
      case .duplicate(let key, let first, let second):
        "\(key): registered twice (by \(first ?? "the app") and by \(second ?? "the app")); "
          + "declare the second inside override { } to replace the first"
      case .overridesNothing(let key, let source):
        "\(key): override by \(source ?? "the app") replaces nothing; register it instead"
      case .eagerSingletonFailed(let error): "eager singleton failed: \(error)"
      }
    }
  }

  /// Every problem, in registration order.
  public let problems: [Problem]

  public var description: String { problems.map(\.description).joined(separator: "\n") }
}
