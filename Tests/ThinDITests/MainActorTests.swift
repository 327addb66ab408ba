import Testing
import ThinDI

@MainActor
private final class CounterView {
  var text = "0"
}

@MainActor
private final class CounterViewController {
  let rootView: CounterView
  let store: TodoStore
  init(rootView: CounterView, store: TodoStore) {
    self.rootView = rootView
    self.store = store
  }
}

@MainActor
@Suite struct MainActorTests {
  private func container() throws -> Container {
    var builder = ContainerBuilder(installers: [StorageInstaller()])
    builder.registerMainActor(CounterView.self) { _ in CounterView() }
    builder.registerMainActor(CounterViewController.self) { r in
      CounterViewController(rootView: try r.resolve(), store: try r.resolve())
    }
    return try builder.build()
  }

  @Test func mainActorTypesResolveOnTheMainActor() throws {
    let container = try container()
    let controller = try container.resolve(CounterViewController.self)
    controller.rootView.text = "1"
    #expect(controller.store === (try container.resolve(TodoStore.self)))
    #expect(try container.resolve(CounterViewController.self).rootView.text == "0")
    #expect(container.validate().isEmpty)
  }

  @Test func resolvingOffTheMainActorThrowsInsteadOfRacing() async throws {
    let container = try container()
    let message = await Task.detached {
      do {
        _ = try container.resolve(CounterViewController.self)
        return "resolved"
      } catch {
        return "\(error)"
      }
    }.value
    #expect(message == "CounterViewController: @MainActor factory resolved off the main actor")
  }
}
