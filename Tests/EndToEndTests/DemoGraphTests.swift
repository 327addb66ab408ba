import Testing

/// `demo graph` run as a person runs it: the whole demo container, as Graphviz or Mermaid.
@Suite struct DemoGraphTests {
  private func graph(_ arguments: [String]) throws -> Subprocess.Result {
    try Subprocess.run([BuiltProducts.executable(named: "demo").path, "graph"] + arguments)
  }

  @Test func printsTheDemoContainerAsDOT() throws {
    let result = try graph([])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("digraph"))
    #expect(result.output.contains(#"CounterScene\ntransient, @MainActor"#))
    #expect(result.output.contains("LauncherScene"))
    #expect(result.output.contains(#"route CounterApp\nsingleton"#))
  }

  @Test func printsTheDemoContainerAsMermaid() throws {
    let result = try graph(["--format", "mermaid"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("flowchart"))
    #expect(result.output.contains("CounterScene<br/>transient, @MainActor"))
    #expect(result.output.contains("any Clock#lt;Duration#gt;<br/>singleton"))
  }

  @Test func failsWhenTheGraphCannotBeWritten() throws {
    let result = try Subprocess.run(
      [BuiltProducts.executable(named: "demo").path, "graph"], output: "/dev/full")
    #expect(result.status == 1)
    #expect(result.errors == "demo: cannot write the graph: No space left on device\n")
  }

  @Test func refusesAnUnknownFormat() throws {
    let result = try graph(["--format", "png"])
    #expect(result.status == 64)
    #expect(result.errors.contains("png"))
  }
}
