extension Resolver {
  /// A ``Provider`` that resolves `type` later, in this resolve's scope. Throws now if nothing
  /// is registered for it, so that validation finds a provider of nothing; a provider of an
  /// `Optional` type follows the optional fallback of ``resolve(_:name:)`` instead.
  public func provider<T>(_ type: T.Type = T.self, name: String? = nil)
    throws(ResolutionError) -> Provider<T>
  {
    let key = ServiceKey(T.self, name: name)
    if let entry = container.entry(for: T.self, name: name) {
      context?.recorder?.record(requesterEntry, entry, isLazy: true)
    } else if !_isOptional(T.self) {
      throw notRegistered(key)
    }
    return Provider(origin: ProviderOrigin(container: container, scope: scope, key: key))
  }

  /// An ``ArgumentProvider`` that resolves `type` later with a runtime argument.
  public func provider<T, Argument>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument.Type
  ) throws(ResolutionError) -> ArgumentProvider<Argument, T> {
    let key = ServiceKey(T.self, name: name, argumentType: Argument.self)
    if let entry = container.entry(for: T.self, name: name, argument: Argument.self) {
      context?.recorder?.record(requesterEntry, entry, isLazy: true)
    } else if !_isOptional(T.self) {
      throw notRegistered(key)
    }
    return ArgumentProvider(origin: ProviderOrigin(container: container, scope: scope, key: key))
  }
}
