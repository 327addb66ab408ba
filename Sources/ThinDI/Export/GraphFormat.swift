/// A text format for ``DependencyGraph``.
public enum GraphFormat: String, Sendable, CaseIterable {
  /// Graphviz DOT: `dot -Tsvg graph.dot > graph.svg`.
  case dot
  /// Mermaid flowchart: renders in Markdown on most code hosts.
  case mermaid
}
