extension ContainerBuilder {
  /// Registers `factory` as the way to build `type`, and `finish` as the step that completes each
  /// instance once it is built: post-construction injection, for objects that refer to each
  /// other.
  ///
  ///     builder.register(Parent.self, .graph) { _ in
  ///       Parent()
  ///     } finish: { r, parent in
  ///       parent.child = try r.resolve()
  ///     }
  ///     builder.register(Child.self, .graph) { _ in
  ///       Child()
  ///     } finish: { r, child in
  ///       child.parent = try r.resolve()
  ///     }
  ///
  /// `finish` runs right after `factory`, within the same top-level resolve, and the instance is
  /// already what its lifestyle shares while it runs: a graph, singleton, weak or scoped instance
  /// resolved again from the finish (or from anything it builds) is this very instance, not a new
  /// one, so the two objects above end up holding each other. Other threads asking for a shared
  /// instance meanwhile wait until its finish is done. A transient has nothing to share: a
  /// transient whose finish needs itself again is a cycle, thrown with its path like any other.
  /// A finish that throws fails the resolve as a factory would.
  public mutating func register<T>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @Sendable (inout Resolver) throws -> T,
    finish: @escaping @Sendable (inout Resolver, T) throws -> Void
  ) {
    add(
      Registration(
        key: ServiceKey(T.self, name: name), lifestyle: lifestyle, source: source,
        isMainActor: false, factory: factory, finish: finish))
  }

  /// The same for a type isolated to the main actor, such as a view controller and the presenter
  /// that refers back to it: both closures are main-actor code (see
  /// ``registerMainActor(_:name:_:factory:)``).
  public mutating func registerMainActor<T: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @MainActor (inout Resolver) throws -> T,
    finish: @escaping @MainActor (inout Resolver, T) throws -> Void
  ) {
    add(
      Registration(
        key: ServiceKey(T.self, name: name), lifestyle: lifestyle, source: source,
        isMainActor: true, factory: { resolver in try onMainActor(&resolver, factory) },
        finish: { resolver, instance in
          try onMainActor(&resolver) { resolver in try finish(&resolver, instance) }
        }))
  }
}
