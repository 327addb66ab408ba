extension Resolver {
  /// Where a resolve started later from this one happens, as a ``Provider`` keeps it: this
  /// resolve's container and scope, held weakly, for `key`. A hook for modules built on the
  /// container that keep a way back (ThinScenes' routes).
  package func origin(of key: ServiceKey) -> ProviderOrigin {
    ProviderOrigin(container: container, scope: scope, key: key)
  }
}

extension Container {
  /// Where a resolve started later from an app's entry point happens: this container, outside
  /// any scope, held weakly, for `key`.
  package func origin(of key: ServiceKey) -> ProviderOrigin {
    ProviderOrigin(container: self, scope: nil, key: key)
  }

  /// The instance registered for `type` with `argument`, resolved in this container with
  /// `scope`'s scoped instances (none when nil): what a ``ProviderOrigin``'s place resolves.
  package func resolve<T, Argument>(
    _ type: T.Type, argument: Argument, in scope: Scope?, isolation: isolated (any Actor)?
  ) throws(ResolutionError) -> T {
    try resolveRoot(T.self, name: nil, argument: argument, scope: scope, isolation: isolation)
  }
}
