import Testing
import ThinDI

/// A list that opens details without knowing how they are built.
private final class ListScreen: Sendable {
  let makeDetail: ArgumentProvider<TodoItem, TodoDetailPresenter>
  init(makeDetail: ArgumentProvider<TodoItem, TodoDetailPresenter>) {
    self.makeDetail = makeDetail
  }
}

@Suite struct ProviderTests {
  private func register(into builder: inout ContainerBuilder) {
    builder.install(StorageInstaller())
    builder.register(
      TodoDetailPresenter.self, argument: TodoItem.self, sample: TodoItem(title: "sample")
    ) { r, item in
      TodoDetailPresenter(item: item, store: try r.resolve())
    }
    builder.register(ListScreen.self, .singleton) { r in
      ListScreen(makeDetail: try r.provider(TodoDetailPresenter.self, argument: TodoItem.self))
    }
  }

  @Test func listMakesTheDetailOfTheChosenItem() throws {
    let container = try container(register)
    let list = try container.resolve(ListScreen.self)
    let detail = try list.makeDetail(TodoItem(title: "Do a blog post"))
    #expect(detail.item.title == "Do a blog post")
    #expect(detail.store === (try container.resolve(TodoStore.self)))
  }

  @Test func providerIsNotACaptiveButShowsAsALazyEdge() throws {
    let container = try container(register)
    #expect(container.validate().isEmpty, "a singleton may keep a provider of a transient")
    #expect(container.dependencyGraph().dot.contains("n3 -> n2 [style=dashed];"))
    #expect(container.dependencyGraph().mermaid.contains("n3 -.-> n2"))
  }

  @Test func providerOfNothingIsFoundByValidation() throws {
    let container = try container { builder in
      builder.register(ListScreen.self) { r in
        ListScreen(makeDetail: try r.provider(TodoDetailPresenter.self, argument: TodoItem.self))
      }
    }
    #expect(
      container.validate().problems.map(\.description) == [
        "ListScreen → TodoDetailPresenter(argument: TodoItem): not registered"
      ])
  }

  @Test func providerResolvesInTheScopeItWasMadeIn() throws {
    final class Session: Sendable {}
    final class Account: Sendable {
      let session: Provider<Session>
      init(session: Provider<Session>) { self.session = session }
    }
    let container = try container { builder in
      builder.register(Session.self, .scoped, factory: Session.init)
      builder.register(Account.self) { r in Account(session: try r.provider()) }
    }
    let scope = container.makeScope(named: "signed in")
    let account = try scope.resolve(Account.self)
    #expect(try account.session() === (try scope.resolve(Session.self)))
    scope.end()
    #expect(throws: ResolutionError.self) { try account.session() }
  }

  @Test func providerAfterTheContainerIsGoneThrows() throws {
    var app: Container? = try container(register)
    let list = try app!.resolve(ListScreen.self)
    app = nil
    #expect {
      try list.makeDetail(TodoItem(title: "late"))
    } throws: { error in
      "\(error)" == "TodoDetailPresenter(argument: TodoItem): provider called after its container "
        + "was released"
    }
  }
}
