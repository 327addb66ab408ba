import Counter
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal

/// The counter screen, assembled: its root view, the presenter that renders the count into it,
/// the interactor its buttons drive, and the view controller, which has an empty body.
///
/// Connections: presenter → view (``CounterDisplaying``), the view's "−" and "+" →
/// interactor. There is nothing to route, so the presenter has no delegate.
public final class CounterScene: Scene {
  public let view: CounterView
  public let presenter: CounterPresenter
  public let interactor: CounterInteractor

  public init(resolver: inout Resolver, argument: Void) throws {
    view = CounterView(theme: try resolver.resolve())
    presenter = CounterPresenter(counter: try resolver.resolve(), cycle: try resolver.resolve())
    interactor = try resolver.resolve()
    presenter.view = view
    view.incrementControl.addAction(for: .primaryActionTriggered) { [interactor] in
      interactor.increment()
    }
    view.decrementControl.addAction(for: .primaryActionTriggered) { [interactor] in
      interactor.decrement()
    }
  }

  public func makeScreen(resolver: inout Resolver) -> CounterViewController {
    CounterViewController(view: view, title: CounterView.title)
  }

  public func start() {
    presenter.start()
  }
}

/// Opens the Counter app at its first screen: the destination a launcher or an entry point
/// routes to. ``CounterSceneInstaller`` binds it to ``CounterScene``.
public enum CounterApp: Destination {}
