/// Builds `T` on demand, after the resolve that made it: what an object keeps instead of the
/// container when it creates things later, such as a list making the detail screen of the row
/// chosen, without knowing how the detail is built.
///
///     builder.register(TodoListViewController.self) { r in
///       TodoListViewController(
///         makeDetail: try r.provider(DetailViewController.self, argument: TodoItem.self))
///     }
///
/// Each call is a top-level resolve in the scope the provider was made in. The provider holds
/// the container and that scope weakly, so keeping one never keeps them alive; calling it after
/// they are gone throws.
public struct Provider<T>: Sendable {
  private weak let container: Container?
  private let scope: ScopeReference
  private let key: ServiceKey

  init(container: Container, scope: Scope?, key: ServiceKey) {
    self.container = container
    self.scope = ScopeReference(scope)
    self.key = key
  }

  /// A new resolve of `T`, as `resolve` on the container (or scope) would do it.
  public func callAsFunction(isolation: isolated (any Actor)? = #isolation)
    throws(ResolutionError) -> T
  {
    guard let container else { throw ResolutionError(.containerReleased, key: key) }
    return try container.resolveRoot(
      T.self, name: key.name, scope: try scope.scope(for: key), isolation: isolation)
  }
}

/// Builds `T` on demand from a runtime argument: a ``Provider`` for registrations that take one.
public struct ArgumentProvider<Argument, T>: Sendable {
  private weak let container: Container?
  private let scope: ScopeReference
  private let key: ServiceKey

  init(container: Container, scope: Scope?, key: ServiceKey) {
    self.container = container
    self.scope = ScopeReference(scope)
    self.key = key
  }

  /// A new resolve of `T` with `argument`.
  public func callAsFunction(_ argument: Argument, isolation: isolated (any Actor)? = #isolation)
    throws(ResolutionError) -> T
  {
    guard let container else { throw ResolutionError(.containerReleased, key: key) }
    return try container.resolveRoot(
      T.self, name: key.name, argument: argument, scope: try scope.scope(for: key),
      isolation: isolation)
  }
}

/// The scope a provider resolves in, held weakly.
private struct ScopeReference: Sendable {
  weak let scope: Scope?
  let name: String?

  init(_ scope: Scope?) {
    self.scope = scope
    self.name = scope?.name
  }

  /// The scope, nil for none; throws when there was one and it is gone.
  func scope(for key: ServiceKey) throws(ResolutionError) -> Scope? {
    guard let name else { return nil }
    guard let scope else { throw ResolutionError(.scopeEnded(scope: name), key: key) }
    return scope
  }
}

extension Resolver {
  /// A ``Provider`` that resolves `type` later, in this resolve's scope. Throws now if nothing
  /// is registered for it, so that validation finds a provider of nothing.
  public func provider<T>(_ type: T.Type = T.self, name: String? = nil)
    throws(ResolutionError) -> Provider<T>
  {
    let key = ServiceKey(T.self, name: name)
    guard let entry = container.entry(for: T.self, name: name) else { throw notRegistered(key) }
    context?.recorder?.record(requesterEntry, entry, isLazy: true)
    return Provider(container: container, scope: scope, key: key)
  }

  /// An ``ArgumentProvider`` that resolves `type` later with a runtime argument.
  public func provider<T, Argument>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument.Type
  ) throws(ResolutionError) -> ArgumentProvider<Argument, T> {
    let key = ServiceKey(T.self, name: name, argumentType: Argument.self)
    guard let entry = container.entry(for: T.self, name: name, argument: Argument.self) else {
      throw notRegistered(key)
    }
    context?.recorder?.record(requesterEntry, entry, isLazy: true)
    return ArgumentProvider(container: container, scope: scope, key: key)
  }
}
