/// How long an instance lives and who shares it.
public enum Lifestyle: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// A new instance for every resolve.
  case transient
  /// One instance per top-level resolve, shared by every factory of that resolve.
  case graph
  /// Shared while someone holds it (the container keeps a weak reference). Class instances only.
  case weak
  /// One instance per ``Scope`` (a signed-in session), released when it ends; needs a scope.
  case scoped
  /// One instance for the life of the container, built once on first resolve, however many ask.
  case singleton
  /// A singleton built by ``ContainerBuilder/build(isolation:)``, so that its failure fails launch.
  case eagerSingleton = "eager singleton"

  public var description: String { rawValue }

  var lifetimeRank: Int {
    switch self {
    case .transient, .graph: 0
    case .weak: 1
    case .scoped: 2
    case .singleton, .eagerSingleton: 3
    }
  }
}
