/// Where the scene a route opens resolves its scoped registrations.
public enum RouteScope: Sendable, Hashable {
  /// The scope of the screen that opens it (none for a screen opened outside a scope).
  case current
  /// A new `Scope` of this name for each opening: a signed-in session begins. The scope is
  /// given the route's argument, when its type is a scoped value
  /// (`registerScopedValue(_:sample:)`). The opened scene keeps the scope
  /// (`resolver.scope`) for as long as it needs it, and may end it.
  case new(named: String)
}
