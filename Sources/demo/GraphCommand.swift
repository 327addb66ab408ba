import ArgumentParser
import DemoApp
import Foundation
import ThinDI

/// `demo graph`: prints the demo apps' dependency graph, for Graphviz or Mermaid.
struct GraphCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Print the demo apps' dependency graph (Graphviz DOT or Mermaid).",
    discussion: """
      Nodes are the registrations of the demo container, labelled with type, name and \
      lifestyle; edges are what each factory resolves, found by a validation dry run. \
      Render with `swift run demo graph | dot -Tsvg > graph.svg`, or paste the Mermaid \
      output into Markdown.
      """
  )

  /// The output formats, by the names the option takes.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case dot
    case mermaid

    var graphFormat: GraphFormat {
      switch self {
      case .dot: .dot
      case .mermaid: .mermaid
      }
    }
  }

  @Option(help: "Output format: dot or mermaid.")
  var format: Format = .dot

  // On the main actor, so the dry run builds `@MainActor` registrations (view controllers) too
  // and their edges show.
  @MainActor
  func run() async throws {
    let graph = try DemoContainer.make().dependencyGraph().rendered(as: format.graphFormat)
    try StandardOutput.write(graph, naming: "graph")
  }
}
