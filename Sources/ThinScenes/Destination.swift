/// A place a screen can send the user, named by a type: the screen's scene declares it, an
/// installer binds it to the scene it opens (`registerRoute(_:to:scope:)`),
/// and the screen opens it through a ``SceneRoute`` without ever knowing that scene.
///
///     final class TodoListScene: Scene {
///       enum OpenItem: Destination {
///         typealias Argument = TodoItem
///       }
///       …
///     }
///
/// The argument type is checked by the compiler at both ends: the opener passes an
/// `Argument`, and only a scene that takes one can be bound to the destination.
public protocol Destination<Argument>: SendableMetatype {
  /// What the destination is opened with; `Void` for nothing.
  associatedtype Argument: Sendable = Void
}
