/// An `Optional` type asked for while nothing is registered for it: the registration of the type
/// it wraps answers instead, and nil comes back when there is none, the way an optional
/// dependency reads in an initializer (`init(analytics: Analytics?)`).
///
/// A registration of the optional type itself (`register(Analytics?.self) { … }`) comes first:
/// this is only what happens when there is none.
@usableFromInline
protocol OptionalService {
  /// The wrapped type's instance, or nil when nothing is registered for it under `name`.
  static func resolveWrapped(name: String?, in resolver: inout Resolver)
    throws(ResolutionError) -> Self

  /// The same for a registration with an argument of type `Argument`.
  static func resolveWrapped<Argument>(
    name: String?, argument: Argument, in resolver: inout Resolver
  ) throws(ResolutionError) -> Self
}

extension Optional: OptionalService {
  @usableFromInline
  static func resolveWrapped(name: String?, in resolver: inout Resolver)
    throws(ResolutionError) -> Self
  {
    // An optional of an optional asks one level further down.
    guard _isOptional(Wrapped.self) || resolver.container.isRegistered(Wrapped.self, name: name)
    else { return nil }
    return .some(try resolver.resolve(Wrapped.self, name: name))
  }

  @usableFromInline
  static func resolveWrapped<Argument>(
    name: String?, argument: Argument, in resolver: inout Resolver
  ) throws(ResolutionError) -> Self {
    guard
      _isOptional(Wrapped.self)
        || resolver.container.isRegistered(Wrapped.self, name: name, argument: Argument.self)
    else { return nil }
    return .some(try resolver.resolve(Wrapped.self, name: name, argument: argument))
  }
}

extension Resolver {
  /// What a factory's resolve of `T` gives when nothing is registered for it: the optional
  /// fallback for an `Optional` type, else the error.
  @usableFromInline
  mutating func resolveUnregistered<T>(_: T.Type, name: String?) throws(ResolutionError) -> T {
    guard _isOptional(T.self), let optional = T.self as? any OptionalService.Type else {
      throw notRegistered(ServiceKey(T.self, name: name))
    }
    return try optional.resolveWrapped(name: name, in: &self) as! T
  }

  @usableFromInline
  mutating func resolveUnregistered<T, Argument>(_: T.Type, name: String?, argument: Argument)
    throws(ResolutionError) -> T
  {
    guard _isOptional(T.self), let optional = T.self as? any OptionalService.Type else {
      throw notRegistered(ServiceKey(T.self, name: name, argumentType: Argument.self))
    }
    return try optional.resolveWrapped(name: name, argument: argument, in: &self) as! T
  }
}
