import Foundation

extension DependencyGraph {
  /// The graph as Graphviz DOT: boxes labelled with type, name and lifestyle; keys that are not
  /// registered dashed and red; providers as dashed edges.
  public var dot: String {
    var lines = [
      "digraph Dependencies {",
      "  rankdir=LR;",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
    ]
    for (index, node) in nodes.enumerated() {
      let label = node.labelLines.map(Self.dotEscaped).joined(separator: "\\n")
      let style = node.lifestyle == nil ? ", style=\"rounded,dashed\", color=red" : ""
      lines.append("  n\(index) [label=\"\(label)\"\(style)];")
    }
    for edge in edges {
      lines.append("  n\(edge.from) -> n\(edge.to)\(edge.isLazy ? " [style=dashed]" : "");")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func dotEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
