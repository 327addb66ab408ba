/// The registrations of a container and what each one's factory resolves, as a graph to draw;
/// keys asked for but not registered are nodes marked missing.
public struct DependencyGraph: Sendable {
  /// One registration, or one key asked for that is not registered.
  public struct Node: Sendable {
    /// The key, its lifestyle (nil when it is not registered) and whether it is `@MainActor`.
    public let key: ServiceKey, lifestyle: Lifestyle?, isMainActor: Bool

    /// The lines of the node's label: type, name, argument, lifestyle.
    public var labelLines: [String] {
      var lines = [key.typeName]
      if let name = key.name { lines.append("\"\(name)\"") }
      if let argument = key.argumentName { lines.append("argument: \(argument)") }
      lines.append(
        (lifestyle?.description ?? "not registered") + (isMainActor ? ", @MainActor" : ""))
      return lines
    }
  }

  /// A factory of `nodes[from]` resolves `nodes[to]`, or keeps a ``Provider`` of it (`isLazy`).
  public struct Edge: Sendable, Hashable { public let from: Int, to: Int, isLazy: Bool }

  /// Registrations in registration order, then missing keys; and the edges between them.
  public let nodes: [Node], edges: [Edge]

  init(_ run: DryRun) {
    let shown = run.visibleCount
    var nodes = run.registrations.prefix(shown).map {
      Node(key: $0.key, lifestyle: $0.lifestyle, isMainActor: $0.isMainActor)
    }
    var edges = run.edges.filter { $0.from < shown && $0.to < shown }.map {
      Edge(from: $0.from, to: $0.to, isLazy: $0.isLazy)
    }
    var missingIndex: [ServiceKey: Int] = [:]
    for (from, key) in run.missing where from < shown {
      let to = missingIndex[key] ?? nodes.count
      if to == nodes.count { nodes.append(Node(key: key, lifestyle: nil, isMainActor: false)) }
      missingIndex[key] = to
      edges.append(Edge(from: from, to: to, isLazy: false))
    }
    (self.nodes, self.edges) = (nodes, edges)
  }

  /// The graph in `format`.
  public func rendered(as format: GraphFormat) -> String { format == .dot ? dot : mermaid }

  /// Graphviz DOT: missing keys dashed and red, providers as dashed edges.
  public var dot: String {
    let header = [
      "digraph Dependencies {", "  rankdir=LR;",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
    ]
    let escape = { (text: String) in
      text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }
    let boxes = nodes.enumerated().map { index, node in
      let style = node.lifestyle == nil ? ", style=\"rounded,dashed\", color=red" : ""
      return
        "  n\(index) [label=\"\(node.labelLines.map(escape).joined(separator: "\\n"))\"\(style)];"
    }
    let arrows = edges.map { "  n\($0.from) -> n\($0.to)\($0.isLazy ? " [style=dashed]" : "");" }
    return (header + boxes + arrows + ["}"]).joined(separator: "\n") + "\n"
  }

  /// A Mermaid flowchart: missing keys in the `missing` class, providers as dotted edges.
  public var mermaid: String {
    // Mermaid labels take HTML entities written `#name;`.
    let escape = { (text: String) in
      text.replacing("\"", with: "#quot;").replacing("<", with: "#lt;").replacing(">", with: "#gt;")
    }
    let boxes = nodes.enumerated().map { index, node in
      let label = node.labelLines.map(escape).joined(separator: "<br/>")
      return "  n\(index)[\"\(label)\"]\(node.lifestyle == nil ? ":::missing" : "")"
    }
    let arrows = edges.map { "  n\($0.from) \($0.isLazy ? "-.->" : "-->") n\($0.to)" }
    let missing =
      nodes.contains { $0.lifestyle == nil }
      ? ["  classDef missing stroke:#d33,stroke-dasharray:4 4"] : []
    return (["flowchart LR"] + boxes + arrows + missing).joined(separator: "\n") + "\n"
  }
}

/// A text format for ``DependencyGraph``.
public enum GraphFormat: String, Sendable, CaseIterable {
  /// Graphviz DOT: `dot -Tsvg graph.dot > graph.svg`.
  case dot
  /// Mermaid flowchart: renders in Markdown on most code hosts.
  case mermaid
}

extension Container {
  /// The registrations and their dependencies, found by a dry run (see ``validate(isolation:)``).
  public func dependencyGraph(isolation: isolated (any Actor)? = #isolation) -> DependencyGraph {
    DependencyGraph(DryRun(of: self, isolation: isolation))
  }
}
