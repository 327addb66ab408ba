extension Container {
  /// The entry registered for `T` under `name`, without an argument.
  @inlinable
  func entry<T>(for _: T.Type, name: String?) -> Entry<T>? {
    let found =
      name == nil ? unnamed[ObjectIdentifier(T.self)] : keyed[ServiceKey(T.self, name: name)]
    // An entry found under `T.self` without an argument is the Entry<T> of a Registration<T>.
    return found.map { entries[$0] as! Entry<T> }
  }

  /// The entry registered for `T` under `name` with an argument of type `Argument`.
  @inlinable
  func entry<T, Argument>(for _: T.Type, name: String?, argument _: Argument.Type)
    -> ArgumentEntry<T, Argument>?
  {
    keyed[ServiceKey(T.self, name: name, argumentType: Argument.self)].map {
      entries[$0] as! ArgumentEntry<T, Argument>
    }
  }

  /// A top-level resolve, in `scope` if given, continuing `continuing` (a provider called from
  /// a factory): a built singleton at once, anything else through a resolver.
  @inlinable
  func resolve<T>(
    _: T.Type, name: String?, in scope: Scope?, continuing: Continuation? = nil,
    isolation: (any Actor)?
  ) throws(ResolutionError) -> T {
    let entry = entry(for: T.self, name: name)
    if isUntraced, let instance = entry?.publishedInstance { return instance }
    return try Resolver.withRoot(self, scope: scope, continuing: continuing, isolation: isolation) {
      (resolver) throws(ResolutionError) in
      guard let entry else { return try resolver.resolveUnregistered(T.self, name: name) }
      return try resolver.resolve(entry)
    }
  }

  /// A top-level resolve of a registration with an argument.
  @inlinable
  func resolveRoot<T, Argument>(
    _: T.Type, name: String?, argument: Argument, scope: Scope?,
    continuing: Continuation? = nil, isolation: (any Actor)?
  ) throws(ResolutionError) -> T {
    try Resolver.withRoot(self, scope: scope, continuing: continuing, isolation: isolation) {
      (resolver) throws(ResolutionError) in
      try resolver.resolve(T.self, name: name, argument: argument)
    }
  }

  /// A top-level resolve of `entry` as `Any`: eager singletons and the validation dry run.
  func resolveErased(
    _ entry: AnyEntry, scope: Scope?, recorder: DependencyRecorder?, isolation: (any Actor)?
  ) throws(ResolutionError) -> Any {
    try Resolver.withRoot(self, scope: scope, recorder: recorder, isolation: isolation) {
      (resolver) throws(ResolutionError) in try entry.resolveErased(&resolver)
    }
  }
}
