import Synchronization

/// What each factory resolved in a dry run (or took a provider of), and missing keys it asked for.
@usableFromInline final class DependencyRecorder: Sendable {
  struct Edge: Hashable { let from: ObjectIdentifier, to: ObjectIdentifier, isLazy: Bool }
  struct Missing: Hashable { let from: ObjectIdentifier, key: ServiceKey }

  private let found = Mutex<(edges: [Edge], missing: [Missing])>(([], []))

  var edges: [Edge] { found.withLock { $0.edges }.uniqued() }
  var missing: [Missing] { found.withLock { $0.missing }.uniqued() }

  @usableFromInline
  func record(_ requester: ObjectIdentifier?, _ entry: AnyEntry, isLazy: Bool = false) {
    guard let requester else { return }
    let edge = Edge(from: requester, to: ObjectIdentifier(entry), isLazy: isLazy)
    found.withLock { $0.edges.append(edge) }
  }

  func recordMissing(_ key: ServiceKey, requester: ObjectIdentifier?) {
    guard let requester else { return }
    found.withLock { $0.missing.append(Missing(from: requester, key: key)) }
  }
}

extension Array where Element: Hashable {
  fileprivate func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
