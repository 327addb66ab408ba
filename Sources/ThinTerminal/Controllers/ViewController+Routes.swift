import ThinDI
import ThinKit
import ThinScenes

extension ViewController {
  /// Opens the screen `route` builds for `argument`, as `show(_:sender:)`: pushed on the
  /// navigation stack, or presented when there is none. A route whose feature has not started
  /// starts it first (the screen then shows on the next turn); an error is displayed, and a
  /// startup step that failed is named in it. Observers of the application hear the route and its
  /// argument first (``ApplicationEvent/didFollowRoute(_:argument:from:)``).
  public func show<Argument>(_ route: Route<Argument>, _ argument: Argument) {
    open(route, argument) { controller, screen in
      if let navigation = controller.navigationController {
        navigation.pushViewController(screen, animated: true)
      } else {
        controller.present(screen, animated: true)
      }
    }
  }

  /// Opens the screen `route` builds, as ``show(_:_:)`` does: for a route that takes nothing.
  public func show(_ route: Route<Void>) {
    show(route, ())
  }

  /// Presents the screen `route` builds for `argument` modally, as
  /// `present(_:animated:completion:)`; an error is displayed. Observers hear the route first,
  /// as for ``show(_:_:)``.
  public func present<Argument>(_ route: Route<Argument>, _ argument: Argument) {
    open(route, argument) { controller, screen in controller.present(screen, animated: true) }
  }

  /// Presents the screen `route` builds modally, as ``present(_:_:)`` does: for a route that
  /// takes nothing.
  public func present(_ route: Route<Void>) {
    present(route, ())
  }

  private func open<Argument>(
    _ route: Route<Argument>, _ argument: Argument,
    then place: @escaping @MainActor (ViewController, ViewController) -> Void
  ) {
    viewIfLoaded?.postApplicationEvent(
      .didFollowRoute(route.destination, argument: argument, from: self))
    guard route.needsPreparation else {
      do { place(self, try route(argument)) } catch { failToOpen(route.destination, error) }
      return
    }
    // Counted in the application showing this screen, whoever followed the route.
    let tracker = viewIfLoaded?.window?.application?.workTracker ?? WorkTracker.current
    Task.tracked("preparing the route to \(route.destination)", in: tracker) { [weak self] in
      do {
        try await route.prepare()
        guard let self else { return }
        place(self, try route(argument))
      } catch let error as StartupError {
        self?.failToOpen(route.destination, error, shown: StartupFailure(error: error))
      } catch {
        self?.failToOpen(route.destination, error)
      }
    }
  }

  /// Tells the application's observers why the route to `destination` opened nothing, then
  /// shows `shown` (the error itself unless given), whose alert says only what a person should
  /// read.
  private func failToOpen(
    _ destination: any Destination.Type, _ error: any Error, shown: (any Error)? = nil
  ) {
    viewIfLoaded?.postApplicationEvent(.didFailToOpenRoute(destination, error: error, from: self))
    displayError(shown ?? error)
  }
}
