import Testing
import ThinDI

@Suite struct ArgumentTests {

  @Test func factoryReceivesTheArgument() throws {
    let container = try container { builder in
      builder.install(StorageInstaller())
      builder.register(TodoDetailPresenter.self, argument: TodoItem.self) { r, item in
        TodoDetailPresenter(item: item, store: try r.resolve())
      }
    }
    let detail = try container.resolve(
      TodoDetailPresenter.self, argument: TodoItem(title: "Write some tests"))
    #expect(detail.item == TodoItem(title: "Write some tests"))
    #expect(detail.store === (try container.resolve(TodoStore.self)))
  }

  @Test func argumentOfTheWrongTypeIsNotRegistered() throws {
    let container = try container { builder in
      builder.install(StorageInstaller())
      builder.register(TodoDetailPresenter.self, argument: TodoItem.self) { r, item in
        TodoDetailPresenter(item: item, store: try r.resolve())
      }
    }
    do {
      _ = try container.resolve(TodoDetailPresenter.self, argument: "Write some tests")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "TodoDetailPresenter(argument: String): not registered "
          + "(registered: TodoDetailPresenter(argument: TodoItem))")
    }
  }

  @Test func argumentsReachFactoriesThroughTheResolver() throws {
    final class ListScreen: Sendable {
      let first: TodoDetailPresenter
      init(first: TodoDetailPresenter) { self.first = first }
    }
    let container = try container { builder in
      builder.install(StorageInstaller())
      builder.register(TodoDetailPresenter.self, argument: TodoItem.self) { r, item in
        TodoDetailPresenter(item: item, store: try r.resolve())
      }
      builder.register(ListScreen.self) { r in
        ListScreen(first: try r.resolve(argument: TodoItem(title: "first")))
      }
    }
    #expect(try container.resolve(ListScreen.self).first.item.title == "first")
  }
}
