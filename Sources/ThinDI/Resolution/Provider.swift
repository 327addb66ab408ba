import Synchronization

/// Builds `T` on demand, after the resolve that made it: what an object keeps instead of the
/// container when it creates things later, such as a list making the detail screen of the row
/// chosen, without knowing how the detail is built.
///
///     builder.register(TodoListViewController.self) { r in
///       TodoListViewController(
///         makeDetail: try r.provider(DetailViewController.self, argument: TodoItem.self))
///     }
///
/// Each call is a top-level resolve in the scope the provider was made in. Called while the
/// resolve that made it still runs (from a factory), it continues that resolve's path and depth,
/// so that a cycle through providers is thrown as one. The provider holds the container and that
/// scope weakly, so keeping one never keeps them alive; calling it after they are gone throws.
public struct Provider<T>: Sendable {
  let origin: ProviderOrigin

  /// A new resolve of `T`, as `resolve` on the container (or scope) would do it.
  public func callAsFunction(isolation: isolated (any Actor)? = #isolation)
    throws(ResolutionError) -> T
  {
    let (container, scope) = try origin.resolvingPlace()
    return try container.resolve(
      T.self, name: origin.key.name, in: scope, continuing: origin.continuation,
      isolation: isolation)
  }
}

/// Builds `T` on demand from a runtime argument: a ``Provider`` for registrations that take one.
public struct ArgumentProvider<Argument, T>: Sendable {
  let origin: ProviderOrigin

  /// A new resolve of `T` with `argument`.
  public func callAsFunction(_ argument: Argument, isolation: isolated (any Actor)? = #isolation)
    throws(ResolutionError) -> T
  {
    let (container, scope) = try origin.resolvingPlace()
    return try container.resolveRoot(
      T.self, name: origin.key.name, argument: argument, scope: scope,
      continuing: origin.continuation, isolation: isolation)
  }
}

/// Where a provider resolves: its container and scope, both held weakly, and the key it builds.
/// A module built on the container keeps one to resolve later as a provider does (ThinScenes'
/// routes: `Resolver.origin(of:)`).
package struct ProviderOrigin: Sendable {
  private weak let container: Container?
  private weak let scope: Scope?
  /// The scope's name, kept to say which scope ended; nil when there was no scope.
  private let scopeName: String?
  package let key: ServiceKey
  /// The point of the resolve the provider was taken in, which a call continues while it runs.
  private let taken: Continuation?

  init(container: Container, scope: Scope?, key: ServiceKey, taken: Continuation? = nil) {
    (self.container, self.scope, scopeName) = (container, scope, scope?.name)
    (self.key, self.taken) = (key, taken)
  }

  /// The container and scope, or the error saying which of them is gone.
  package func resolvingPlace() throws(ResolutionError) -> (Container, Scope?) {
    guard let container else { throw ResolutionError(.containerReleased, key: key) }
    guard let scopeName else { return (container, nil) }
    guard let scope else { throw ResolutionError(.scopeEnded(scope: scopeName), key: key) }
    return (container, scope)
  }

  var continuation: Continuation? {
    taken?.ongoing.isRunning.load(ordering: .acquiring) == true ? taken : nil
  }
}

/// A point of a resolve that a provider taken there continues when called before that resolve
/// returns: its depth (so that a cycle through providers meets the limits and is named whole),
/// its finishes and the dry run's recorder. Values only: a call on another thread reads nothing
/// the resolving thread changes.
@usableFromInline
struct Continuation: Sendable {
  let depth, arguments, finishes: Int32
  let requester: ObjectIdentifier?
  let recorder: DependencyRecorder?
  let ongoing: Ongoing
}

/// Whether a resolve that handed out providers still runs.
@usableFromInline
final class Ongoing: Sendable {
  let isRunning = Atomic(true)

  @usableFromInline
  func end() { isRunning.store(false, ordering: .releasing) }
}

extension Resolver {
  /// A ``Provider`` that resolves `type` later, in this resolve's scope. Throws now if nothing
  /// is registered for it, so that validation finds a provider of nothing; a provider of an
  /// `Optional` type follows the optional fallback of ``resolve(_:name:)`` instead.
  public mutating func provider<T>(_ type: T.Type = T.self, name: String? = nil)
    throws(ResolutionError) -> Provider<T>
  {
    try Provider(origin: origin(ofProvider: ServiceKey(T.self, name: name)))
  }

  /// An ``ArgumentProvider`` that resolves `type` later with a runtime argument.
  public mutating func provider<T, Argument>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument.Type
  ) throws(ResolutionError) -> ArgumentProvider<Argument, T> {
    try ArgumentProvider(
      origin: origin(ofProvider: ServiceKey(T.self, name: name, argumentType: Argument.self)))
  }

  /// Where a provider of `key` taken now resolves, continuing this resolve: a lazy edge in a dry
  /// run, an error when nothing is registered under `key` (but for an `Optional` type).
  private mutating func origin(ofProvider key: ServiceKey) throws(ResolutionError)
    -> ProviderOrigin
  {
    if let entry = container.entry(for: key) {
      context?.recorder?.record(requester, entry, isLazy: true)
    } else if !_isOptional(key.type) {
      throw notRegistered(key)
    }
    let ongoing = self.ongoing ?? Ongoing()
    self.ongoing = ongoing
    let taken = Continuation(
      depth: depth, arguments: arguments, finishes: finishes, requester: requester,
      recorder: context?.recorder, ongoing: ongoing)
    return ProviderOrigin(container: container, scope: scope, key: key, taken: taken)
  }
}
