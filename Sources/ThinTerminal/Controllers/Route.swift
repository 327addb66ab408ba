import ThinScenes

/// A route to a view controller: what a screen keeps to open another, taking `Argument`
/// (ThinScenes' `SceneRoute` to a ``ViewController``).
///
/// A scene makes its controller with the routes of its destinations, through the controller's
/// initializer; the controller keeps each in a `let` and opens one with
/// ``ViewController/show(_:_:)`` or ``ViewController/present(_:_:)`` (``ViewController/show(_:)``
/// and ``ViewController/present(_:)`` for a route that takes nothing), never knowing which
/// screen it opens.
public typealias Route<Argument: Sendable> = SceneRoute<Argument, ViewController>
