import DemoApp
import Testing
import ThinDI
import ThinKit

@MainActor
@Suite struct DemoContainerTests {
  @Test func demoContainerValidatesWithAnEmptyReport() throws {
    let report = try DemoContainer.make().validate()
    #expect(report.isEmpty, "\(report)")
  }

  @Test func appShellSharesOneAnimationClock() throws {
    let container = try DemoContainer.make()
    _ = try container.resolve(AnimationClock.self)
    let node = container.dependencyGraph().nodes.first { $0.key == ServiceKey(AnimationClock.self) }
    #expect(node?.lifestyle == .singleton)
  }

  @Test func graphCommandOutputNamesTheRegistrations() throws {
    let graph = try DemoContainer.make().dependencyGraph()
    #expect(graph.dot.contains(#"[label="AnimationClock\nsingleton"]"#))
    #expect(graph.mermaid.contains(#"["AnimationClock<br/>singleton"]"#))
  }
}
