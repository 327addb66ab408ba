import Synchronization

/// Builds `T` on demand, as an exporter makes a file writer per export. A call made while the
/// resolve that made it runs continues that resolve's path, so a cycle through it is one.
public struct Provider<T>: Sendable {
  let origin: ProviderOrigin

  /// A new resolve of `T`, as `resolve` on the container (or scope) would do it.
  public func callAsFunction(isolation: isolated (any Actor)? = #isolation)
    throws(ResolutionError) -> T
  {
    let (container, scope) = try origin.resolvingPlace()
    return try container.resolveBuilding(
      T.self, at: container.index(of: T.self, name: origin.key.name), name: origin.key.name,
      in: scope, origin.continuation, isolation)
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

/// Where a provider resolves: its container and scope, held weakly, and the key it builds.
package struct ProviderOrigin: Sendable {
  private weak let container: Container?, scope: Scope?
  private let scopeName: String?, taken: Continuation?
  package let key: ServiceKey

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

/// The point of a resolve a provider was taken at: values, and a flag set as the resolve returns.
@usableFromInline struct Continuation: Sendable {
  @usableFromInline let depth, arguments, finishes: Int32, requester: ObjectIdentifier?
  @usableFromInline let recorder: DependencyRecorder?, ongoing: Ongoing
}

/// Whether a resolve that handed out providers still runs.
@usableFromInline final class Ongoing: Sendable {
  let isRunning = Atomic(true)
  @usableFromInline func end() { isRunning.store(false, ordering: .releasing) }
}

extension Resolver {
  /// A ``Provider`` that resolves `type` later, in this scope; throws now if it is not registered.
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

  private mutating func origin(ofProvider key: ServiceKey) throws(ResolutionError)
    -> ProviderOrigin
  {
    if let entry = container.entry(for: key) {
      recorder?.record(requester, entry, isLazy: true)
    } else if !_isOptional(key.type) {
      throw notRegistered(key)
    }
    let ongoing = self.ongoing ?? Ongoing()
    self.ongoing = ongoing
    let taken = Continuation(
      depth: depth, arguments: arguments, finishes: finishes, requester: requester,
      recorder: recorder, ongoing: ongoing)
    return ProviderOrigin(container: container, scope: scope, key: key, taken: taken)
  }
}
