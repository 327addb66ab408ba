extension Resolver {
  /// A ``Provider`` that resolves `type` later, in this resolve's scope. Throws now if nothing
  /// is registered for it, so that validation finds a provider of nothing.
  public func provider<T>(_ type: T.Type = T.self, name: String? = nil)
    throws(ResolutionError) -> Provider<T>
  {
    let key = ServiceKey(T.self, name: name)
    guard let entry = container.entry(for: T.self, name: name) else { throw notRegistered(key) }
    context?.recorder?.record(requesterEntry, entry, isLazy: true)
    return Provider(origin: ProviderOrigin(container: container, scope: scope, key: key))
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
    return ArgumentProvider(origin: ProviderOrigin(container: container, scope: scope, key: key))
  }
}
