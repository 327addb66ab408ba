import Testing
import ThinDI

@Suite struct GraphExportTests {
  private func todoContainer() throws -> Container {
    try container { builder in
      builder.register(DatabaseQueue.self, name: "main", .singleton) { DatabaseQueue() }
      builder.register(TodoStore.self, .singleton) { r in
        TodoStore(queue: try r.resolve(name: "main"))
      }
      builder.register(TodoListPresenter.self) { r in
        _ = try? r.resolve(Logger.self)
        return TodoListPresenter(store: try r.resolve())
      }
    }
  }

  @Test func dot() throws {
    #expect(
      try todoContainer().dependencyGraph().dot == #"""
        digraph Dependencies {
          rankdir=LR;
          node [shape=box, style=rounded, fontname="Helvetica"];
          n0 [label="DatabaseQueue\n\"main\"\nsingleton"];
          n1 [label="TodoStore\nsingleton"];
          n2 [label="TodoListPresenter\ntransient"];
          n3 [label="Logger\nnot registered", style="rounded,dashed", color=red];
          n1 -> n0;
          n2 -> n1;
          n2 -> n3;
        }

        """#)
  }

  @Test func mermaid() throws {
    #expect(
      try todoContainer().dependencyGraph().rendered(as: .mermaid) == """
        flowchart LR
          n0["DatabaseQueue<br/>#quot;main#quot;<br/>singleton"]
          n1["TodoStore<br/>singleton"]
          n2["TodoListPresenter<br/>transient"]
          n3["Logger<br/>not registered"]:::missing
          n1 --> n0
          n2 --> n1
          n2 --> n3
          classDef missing stroke:#d33,stroke-dasharray:4 4

        """)
  }

  @Test func labelsShowArgumentsAndTheMainActor() throws {
    let container = try container { builder in
      builder.install(StorageInstaller())
      builder.registerMainActor(TodoDetailPresenter.self, argument: TodoItem.self) { r, item in
        TodoDetailPresenter(item: item, store: try r.resolve())
      }
    }
    let node = container.dependencyGraph().nodes[2]
    #expect(
      node.labelLines == ["TodoDetailPresenter", "argument: TodoItem", "transient, @MainActor"])
  }
}
