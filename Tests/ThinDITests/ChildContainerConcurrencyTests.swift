import Testing
import ThinDI

@Suite struct ChildContainerConcurrencyTests {
  @Test func parentSingletonsAreBuiltOnceWhenManyChildrenAskAtOnce() async throws {
    for _ in 0..<50 {
      let stores = Counter()
      let app = try container { builder in
        builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue() }
        builder.register(TodoStore.self, .singleton) { r in
          stores.increment()
          return TodoStore(queue: try r.resolve())
        }
      }
      let children = try (0..<4).map { index in
        try app.makeChild { builder in
          builder.register(DatabaseQueue.self) { DatabaseQueue(path: "child \(index)") }
          builder.install(ListInstaller())
        }
      }
      let paths = await withTaskGroup(of: String?.self) { group in
        for child in children {
          group.addTask { try? child.resolve(TodoListPresenter.self).store.queue.path }
        }
        return await group.reduce(into: Set<String?>()) { $0.insert($1) }
      }
      #expect(paths == [":memory:"], "the app's store, made of the app's queue, for every child")
      #expect(stores.value == 1)
    }
  }
}
