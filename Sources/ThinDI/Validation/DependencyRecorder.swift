import Synchronization

/// Records, during a dry run, which registrations each factory resolved: the edges that
/// captive-dependency checks and graph export read. Locked, as a provider taken in the dry run
/// may be called on another thread while it runs.
@usableFromInline
final class DependencyRecorder: Sendable {
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

  private struct Found {
    var edges: [Edge] = []
    var missing: [Missing] = []
    var seenEdges: Set<Edge> = []
    var seenMissing: Set<Missing> = []
  }

  private let found = Mutex(Found())

  var edges: [Edge] { found.withLock { $0.edges } }
  var missing: [Missing] { found.withLock { $0.missing } }

  @usableFromInline
  func record(_ requester: ObjectIdentifier?, _ entry: AnyEntry, isLazy: Bool = false) {
    guard let requester else { return }
    let edge = Edge(from: requester, to: ObjectIdentifier(entry), isLazy: isLazy)
    found.withLock { if $0.seenEdges.insert(edge).inserted { $0.edges.append(edge) } }
  }

  func recordMissing(_ key: ServiceKey, requester: ObjectIdentifier?) {
    guard let requester else { return }
    let missing = Missing(from: requester, key: key)
    found.withLock { if $0.seenMissing.insert(missing).inserted { $0.missing.append(missing) } }
  }
}
