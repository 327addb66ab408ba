/// The registrations of a container and what each one's factory resolves, as a graph to draw.
///
/// Made by ``Container/dependencyGraph(isolation:)`` from a validation dry run (see
/// ``Container/validate(isolation:)`` for what that runs). Keys asked for but not registered
/// appear as nodes of their own, marked missing.
public struct DependencyGraph: Sendable {
  /// One registration, or one key asked for that is not registered.
  public struct Node: Sendable {
    public let key: ServiceKey
    /// The registration's lifestyle; nil for a key that is not registered.
    public let lifestyle: Lifestyle?
    /// Whether the factory runs on the main actor.
    public let isMainActor: Bool

    /// The lines of the node's label: type, name, argument, lifestyle.
    public var labelLines: [String] {
      var lines = [key.typeName]
      if let name = key.name { lines.append("\"\(name)\"") }
      if let argument = key.argumentName { lines.append("argument: \(argument)") }
      lines.append(lifestyle.map(\.description) ?? "not registered")
      if isMainActor { lines[lines.count - 1] += ", @MainActor" }
      return lines
    }
  }

  /// A factory of `nodes[from]` resolves `nodes[to]`, or keeps a ``Provider`` of it
  /// (`isLazy`, drawn dashed).
  public struct Edge: Sendable, Hashable {
    public let from: Int
    public let to: Int
    public let isLazy: Bool
  }

  /// Registrations in registration order, then missing keys.
  public let nodes: [Node]
  public let edges: [Edge]

  /// The graph of what the container resolves: for a child, the ancestors' registrations it
  /// replaced are left out.
  init(_ run: DryRun) {
    let shown = run.visibleCount
    var nodes = run.registrations.prefix(shown).map { registration in
      Node(
        key: registration.key, lifestyle: registration.lifestyle,
        isMainActor: registration.isMainActor)
    }
    var edges = run.edges.filter { $0.from < shown && $0.to < shown }.map {
      Edge(from: $0.from, to: $0.to, isLazy: $0.isLazy)
    }
    var missingIndex: [ServiceKey: Int] = [:]
    for (from, key) in run.missing where from < shown {
      let index =
        missingIndex[key]
        ?? {
          nodes.append(Node(key: key, lifestyle: nil, isMainActor: false))
          missingIndex[key] = nodes.count - 1
          return nodes.count - 1
        }()
      edges.append(Edge(from: from, to: index, isLazy: false))
    }
    self.nodes = nodes
    self.edges = edges
  }

  /// The graph in `format`.
  public func rendered(as format: GraphFormat) -> String {
    switch format {
    case .dot: dot
    case .mermaid: mermaid
    }
  }
}

extension Container {
  /// The registrations and their dependencies, found by a validation dry run (see
  /// ``validate(isolation:)`` for what that runs).
  public func dependencyGraph(isolation: isolated (any Actor)? = #isolation) -> DependencyGraph {
    DependencyGraph(DryRun(of: self, isolation: isolation))
  }
}
