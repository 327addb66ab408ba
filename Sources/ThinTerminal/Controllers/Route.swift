import ThinDI
import ThinScenes

/// A route to a view controller: what a screen keeps to open another, taking `Argument`
/// (ThinScenes' `SceneRoute` to a ``ViewController``).
///
/// A scene hands its controller the routes of its destinations; the controller opens one with
/// ``ViewController/show(_:_:)`` or ``ViewController/present(_:_:)``, never knowing which
/// screen it opens.
public typealias Route<Argument: Sendable> = SceneRoute<Argument, ViewController>
