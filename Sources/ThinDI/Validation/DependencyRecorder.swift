/// Records, during a dry run, which registrations each factory resolved: the edges that
/// captive-dependency checks and graph export read.
@usableFromInline
final class DependencyRecorder {
  /// A factory of `from` resolved `to` (or took a provider of it: `isLazy`); both are entries of
  /// the dry run's container.
  struct Edge: Hashable {
    let from: ObjectIdentifier
    let to: ObjectIdentifier
    let isLazy: Bool
  }

  /// A factory of `from` asked for a key nothing is registered under.
  struct Missing: Hashable {
    let from: ObjectIdentifier
    let key: ServiceKey
  }

  private(set) var edges: [Edge] = []
  private(set) var missing: [Missing] = []
  private var seenEdges: Set<Edge> = []
  private var seenMissing: Set<Missing> = []

  @usableFromInline
  func record(_ requester: AnyEntry?, _ entry: AnyEntry, isLazy: Bool = false) {
    guard let requester else { return }
    let edge = Edge(
      from: ObjectIdentifier(requester), to: ObjectIdentifier(entry), isLazy: isLazy)
    if seenEdges.insert(edge).inserted { edges.append(edge) }
  }

  func recordMissing(_ key: ServiceKey, requester: AnyEntry?) {
    guard let requester else { return }
    let missing = Missing(from: ObjectIdentifier(requester), key: key)
    if seenMissing.insert(missing).inserted { self.missing.append(missing) }
  }
}
