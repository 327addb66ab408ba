import Testing
import ThinDI

// The code of the DocC article "Objects that refer to each other", built for real.

private enum Article {
  @MainActor
  final class TodoListViewController {
    var presenter: TodoListPresenter?
  }

  @MainActor
  final class TodoListPresenter {
    weak var view: TodoListViewController?
    init(view: TodoListViewController) { self.view = view }
  }

  /// As in the article.
  static func register(into builder: inout ContainerBuilder) {
    builder.registerMainActor(TodoListViewController.self, .graph) { _ in
      TodoListViewController()
    } finish: { r, controller in
      controller.presenter = try r.resolve()
    }
    builder.registerMainActor(TodoListPresenter.self, .graph) { r in
      TodoListPresenter(view: try r.resolve())
    }
  }

  /// The same with a transient controller, which the article says is a cycle.
  static func registerTransient(into builder: inout ContainerBuilder) {
    builder.registerMainActor(TodoListViewController.self, .transient) { _ in
      TodoListViewController()
    } finish: { r, controller in
      controller.presenter = try r.resolve()
    }
    builder.registerMainActor(TodoListPresenter.self) { r in
      TodoListPresenter(view: try r.resolve())
    }
  }
}

@MainActor
@Suite struct PostConstructionInjectionArticleTests {
  private func container(_ lifestyle: Lifestyle) throws -> Container {
    var builder = ContainerBuilder()
    if lifestyle == .graph {
      Article.register(into: &builder)
    } else {
      Article.registerTransient(into: &builder)
    }
    return try builder.build()
  }

  @Test func controllerAndPresenterHoldEachOther() throws {
    let container = try container(.graph)
    let controller = try container.resolve(Article.TodoListViewController.self)
    #expect(controller.presenter?.view === controller)
    #expect(container.validate().isEmpty)
  }

  @Test func asTransientsTheyAreACycle() throws {
    #expect {
      try container(.transient).resolve(Article.TodoListViewController.self)
    } throws: { error in
      "\(error)"
        == "TodoListViewController → TodoListPresenter → TodoListViewController: cycle"
    }
  }
}
