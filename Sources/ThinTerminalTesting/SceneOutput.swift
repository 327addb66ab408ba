import CustomDump
import ThinDI
import ThinScenes

/// One thing a scene under test did that a person, or the world outside the app, would notice,
/// as ``SceneTest`` records it: the outputs a test asserts one by one, in order.
///
/// Controls are named as a person reads them: a button by its title, a text field by its
/// placeholder. Screens are named by the scene that assembled them, routes by their destination.
///
///     test.key(.enter)
///     await test.receive(.invalid("What should we know?"), .shake("What should we know?"))
public enum SceneOutput: Equatable, Sendable, CustomStringConvertible,
  CustomDumpStringConvertible
{
  /// Focus moved to the named control; nil when nothing has focus.
  case focus(String?)
  /// The named control lit up: a press began (by key, click or touch).
  case highlight(String)
  /// The named field was shaken: the "no" of refused input.
  case shake(String)
  /// The named field's invalid mark (its red dot) showed.
  case invalid(String)
  /// The named field's invalid mark went away.
  case valid(String)
  /// Another keyframe animation started, under `key`, on the named view (a pulse).
  case animation(String, on: String)
  /// A screen was pushed on the navigation stack.
  case push(ScreenName)
  /// Screens were popped off the navigation stack, top last.
  case pop([ScreenName])
  /// A screen was presented modally (alerts are ``alert(title:message:actions:)``).
  case present(ScreenName)
  /// A presented screen (an alert: ``ScreenName/alert``) went away.
  case dismiss(ScreenName)
  /// An alert showed, with its buttons' titles in the order they show.
  case alert(title: String?, message: String?, actions: [String])
  /// A view controller followed a route with a result: the route named by its destination, and
  /// the argument it carried across screens (the push or presentation it causes comes next).
  case route(DestinationName, AnyOutput)
  /// What a test double posted to the test's ``SceneOutputChannel``: a request the fake
  /// transport received, a write to a store.
  case posted(AnyOutput)

  /// A screen of `scene` was pushed.
  public static func push(_ scene: any Scene.Type) -> SceneOutput { .push(ScreenName(scene)) }

  /// A screen of `scene` was popped.
  public static func pop(_ scene: any Scene.Type) -> SceneOutput { .pop([ScreenName(scene)]) }

  /// A screen of `scene` was presented.
  public static func present(_ scene: any Scene.Type) -> SceneOutput {
    .present(ScreenName(scene))
  }

  /// A screen of `scene` was dismissed.
  public static func dismiss(_ scene: any Scene.Type) -> SceneOutput {
    .dismiss(ScreenName(scene))
  }

  /// A view controller followed the route to `destination` with `argument`:
  /// `.route(TodoListScene.OpenItem.self, item.id)`. The compiler checks the argument's type.
  public static func route<D: Destination>(_ destination: D.Type, _ argument: D.Argument)
    -> SceneOutput
  {
    .route(DestinationName(destination), AnyOutput(comparing: argument))
  }

  /// A view controller followed the route to `destination`, which takes no argument.
  public static func route<D: Destination>(_ destination: D.Type) -> SceneOutput
  where D.Argument == Void {
    .route(destination, ())
  }

  /// A test double posted `value`.
  public static func posted(_ value: some Equatable & Sendable) -> SceneOutput {
    .posted(AnyOutput(value))
  }

  /// The output as a test writes it, on one line: `.shake("Email Address")`.
  public var description: String {
    switch self {
    case .focus(let name): ".focus(\(name.map(\.debugDescription) ?? "nil"))"
    case .highlight(let name): ".highlight(\(name.debugDescription))"
    case .shake(let name): ".shake(\(name.debugDescription))"
    case .invalid(let name): ".invalid(\(name.debugDescription))"
    case .valid(let name): ".valid(\(name.debugDescription))"
    case .animation(let key, let name):
      ".animation(\(key.debugDescription), on: \(name.debugDescription))"
    case .push(let screen): ".push(\(screen))"
    case .pop(let screens): ".pop(\(screens.map(\.name).joined(separator: ", ")))"
    case .present(let screen): ".present(\(screen))"
    case .dismiss(let screen): ".dismiss(\(screen))"
    case .alert(let title, let message, let actions):
      ".alert(title: \(title.map(\.debugDescription) ?? "nil"), "
        + "message: \(message.map(\.debugDescription) ?? "nil"), actions: \(actions))"
    case .route(let destination, let argument) where argument.base is Void:
      ".route(\(destination))"
    case .route(let destination, let argument):
      ".route(\(destination), \(argument.oneLineDump))"
    case .posted(let value): ".posted(\(value.oneLineDump))"
    }
  }

  public var customDumpDescription: String { description }
}

/// A screen as an output names it: by the scene that assembled it (`SignedInScene`), else by
/// its view controller's type; ``alert`` for an alert.
public struct ScreenName: Hashable, Sendable, CustomStringConvertible, CustomDumpStringConvertible {
  public let name: String

  public init(_ name: String) {
    self.name = name
  }

  /// The name of `scene`'s screens.
  public init(_ scene: any Scene.Type) {
    name = String(describing: scene)
  }

  /// Any alert.
  public static let alert = ScreenName("alert")

  public var description: String { name }
  public var customDumpDescription: String { name }
}
