/// How long an instance lives and who shares it.
public enum Lifestyle: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// A new instance for every resolve.
  case transient
  /// One instance per top-level resolve, shared by every factory of that resolve; the container
  /// keeps no reference once the resolve returns.
  case graph
  /// Shared while someone holds it: the container keeps only a weak reference, so the next
  /// resolve after the last holder lets go builds a new one. Class instances only.
  case weak
  /// One instance per ``Scope`` (a signed-in session, a document), released when the scope ends.
  /// Resolving it outside a scope is an error.
  case scoped
  /// One instance for the life of the container, built on first resolve, exactly once even when
  /// many threads ask at the same time.
  case singleton
  /// A singleton that ``ContainerBuilder/build(isolation:)`` builds at once, so that a failing
  /// factory fails the launch instead of the first screen that needs it.
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
