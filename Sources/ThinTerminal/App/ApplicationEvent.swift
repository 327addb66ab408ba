import ThinKit
import ThinScenes

/// Something an application's window did that a person would notice, heard by the observers
/// of ``Application/addObserver(_:)`` in the order it happened: focus moving, a control lit up
/// by a press, a field marked invalid, a keyed animation starting (a shake, a pulse), a view
/// controller following a route with a result (or failing to open its screen), a screen pushed,
/// popped, presented or dismissed.
///
/// UIKit spreads these over notifications, delegates and accessibility announcements
/// (`UIAccessibility.post(notification:argument:)`); here they are one typed stream, for a
/// test harness that asserts what a screen did, a logger, or an assistive tool. Each is
/// posted when the change is made, before any animation of it has played.
@MainActor
public enum ApplicationEvent {
  /// The first responder changed: the view that now has focus, or nil.
  case focusDidChange(View?)
  /// A control's ``Control/isHighlighted`` changed (a press began or ended).
  case highlightDidChange(Control)
  /// A view's invalid-input indicator changed: a ``TextField``'s, or a custom control's that
  /// posts it (``View/postApplicationEvent(_:)``).
  case invalidIndicatorDidChange(View & InvalidInputIndicating)
  /// A keyframe animation started on a view under `key`, as ``View/add(_:forKey:)``.
  case animationDidStart(key: String, view: View)
  /// A view controller followed a route to a destination with an argument
  /// (``ViewController/show(_:_:)``, ``ViewController/present(_:_:)``): the result it carries
  /// across screens, posted before the screen it opens is pushed or presented, and also when
  /// that screen cannot be built (the error's alert follows).
  case didFollowRoute(any Destination.Type, argument: any Sendable, from: ViewController)
  /// The screen a route opens could not be built (or its feature could not start): the error,
  /// posted right before the alert that shows it. That alert says only what a person should
  /// read ("Something went wrong."); the error says why, for a test or a log.
  case didFailToOpenRoute(any Destination.Type, error: any Error, from: ViewController)
  /// A navigation controller pushed a screen.
  case didPush(ViewController, on: NavigationController)
  /// A navigation controller popped screens (or dropped them from its stack), top last.
  case didPop([ViewController], from: NavigationController)
  /// A screen was presented modally over `presenter`.
  case didPresent(ViewController, from: ViewController)
  /// A presented screen is being dismissed.
  case didDismiss(ViewController)
}

/// Keeps an observer of ``Application`` registered: until ``cancel()``, or until it is
/// released.
@MainActor
public final class ApplicationObservation {
  private weak var application: Application?

  init(application: Application) {
    self.application = application
  }

  /// Stops the observer from hearing more events.
  public func cancel() {
    application?.eventObservers.removeAll { $0.observation === self }
  }
}

/// An observer, heard while its observation is kept.
struct ApplicationEventObserver {
  weak var observation: ApplicationObservation?
  let handler: @MainActor (ApplicationEvent) -> Void
}

extension Application {
  /// Calls `observer` with every ``ApplicationEvent`` of this application's window, in order,
  /// as long as the returned observation is kept and not cancelled.
  public func addObserver(
    _ observer: @escaping @MainActor (ApplicationEvent) -> Void
  ) -> ApplicationObservation {
    let observation = ApplicationObservation(application: self)
    eventObservers.append(ApplicationEventObserver(observation: observation, handler: observer))
    return observation
  }

  /// Tells the observers whose observation is still kept, oldest first.
  func post(_ event: ApplicationEvent) {
    eventObservers.removeAll { $0.observation == nil }
    for observer in eventObservers { observer.handler(event) }
  }
}

extension View {
  /// Tells the observers of the application this view is shown by, if any, as
  /// `UIAccessibility.post(notification:argument:)` does: a custom control posts what the
  /// built-in ones post for the same change.
  public func postApplicationEvent(_ event: @autoclosure () -> ApplicationEvent) {
    guard let application = window?.application, !application.eventObservers.isEmpty else {
      return
    }
    application.post(event())
  }
}
