import Testing
import ThinDI

@Suite struct ArgumentTests {

  @Test func factoryReceivesTheArgument() throws {
    let container = try container { builder in
      builder.install(StorageInstaller())
      builder.register(DetailViewController.self, argument: TodoItem.self) { r, item in
        DetailViewController(item: item, store: try r.resolve())
      }
    }
    let detail = try container.resolve(
      DetailViewController.self, argument: TodoItem(title: "Write some tests"))
    #expect(detail.item == TodoItem(title: "Write some tests"))
    #expect(detail.store === (try container.resolve(TodoStore.self)))
  }

  @Test func argumentOfTheWrongTypeIsNotRegistered() throws {
    let container = try container { builder in
      builder.install(StorageInstaller())
      builder.register(DetailViewController.self, argument: TodoItem.self) { r, item in
        DetailViewController(item: item, store: try r.resolve())
      }
    }
    do {
      _ = try container.resolve(DetailViewController.self, argument: "Write some tests")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "DetailViewController(argument: String): not registered "
          + "(registered: DetailViewController(argument: TodoItem))")
    }
  }

  @Test func argumentsReachFactoriesThroughTheResolver() throws {
    final class ListScreen: Sendable {
      let first: DetailViewController
      init(first: DetailViewController) { self.first = first }
    }
    let container = try container { builder in
      builder.install(StorageInstaller())
      builder.register(DetailViewController.self, argument: TodoItem.self) { r, item in
        DetailViewController(item: item, store: try r.resolve())
      }
      builder.register(ListScreen.self) { r in
        ListScreen(first: try r.resolve(argument: TodoItem(title: "first")))
      }
    }
    #expect(try container.resolve(ListScreen.self).first.item.title == "first")
  }
}
