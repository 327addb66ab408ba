import Foundation

extension DependencyGraph {
  /// The graph as a Mermaid flowchart: nodes labelled with type, name and lifestyle; keys that
  /// are not registered in the `missing` class (dashed, red); providers as dotted edges.
  public var mermaid: String {
    var lines = ["flowchart LR"]
    for (index, node) in nodes.enumerated() {
      let label = node.labelLines.map(Self.mermaidEscaped).joined(separator: "<br/>")
      let style = node.lifestyle == nil ? ":::missing" : ""
      lines.append("  n\(index)[\"\(label)\"]\(style)")
    }
    for edge in edges {
      lines.append("  n\(edge.from) \(edge.isLazy ? "-.->" : "-->") n\(edge.to)")
    }
    if nodes.contains(where: { $0.lifestyle == nil }) {
      lines.append("  classDef missing stroke:#d33,stroke-dasharray:4 4")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Mermaid labels take HTML entities written `#name;`.
  private static func mermaidEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "<", with: "#lt;")
      .replacingOccurrences(of: ">", with: "#gt;")
  }
}
