import Counter
import ThinDI
import ThinTerminal

/// Builds the counter scene and connects its objects, as a storyboard's custom objects and
/// outlets did: the presenter renders into the view, the view's buttons drive the interactor,
/// and the view controller keeps them alive with an empty body.
///
/// The view and presenter are `.graph`: one of each per scene, shared within the resolve that
/// builds the view controller.
public struct CounterSceneInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register(CounterTheme.self, .singleton) { CounterTheme.standard }
    builder.registerMainActor(CounterView.self, .graph) { resolver in
      CounterView(theme: try resolver.resolve())
    }
    builder.registerMainActor(CounterPresenter.self, .graph) { resolver in
      CounterPresenter(
        counter: try resolver.resolve(), view: try resolver.resolve(CounterView.self))
    }
    builder.registerMainActor(CounterViewController.self) { resolver in
      let view: CounterView = try resolver.resolve()
      let interactor: CounterInteractor = try resolver.resolve()
      view.incrementControl.addAction(for: .primaryActionTriggered) { interactor.increment() }
      view.decrementControl.addAction(for: .primaryActionTriggered) { interactor.decrement() }
      let controller = CounterViewController()
      controller.view = view
      controller.sceneObjects = [try resolver.resolve(CounterPresenter.self)]
      return controller
    }
  }
}
