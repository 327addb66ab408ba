/// An `Optional` type asked for while nothing is registered for it: the registration of the type
/// it wraps answers, and nil comes back when there is none, the way an optional dependency reads
/// in an initializer (`init(analytics: Analytics?)`). A registration of the optional type itself
/// comes first.
@usableFromInline
protocol OptionalService {
  static func resolveWrapped(name: String?, in resolver: inout Resolver)
    throws(ResolutionError) -> Self
  static func resolveWrapped<Argument>(
    name: String?, argument: Argument, in resolver: inout Resolver
  ) throws(ResolutionError) -> Self
}

extension Optional: OptionalService {
  // An optional of an optional asks one level further down.
  @usableFromInline
  static func resolveWrapped(name: String?, in resolver: inout Resolver)
    throws(ResolutionError) -> Self
  {
    guard _isOptional(Wrapped.self) || resolver.container.isRegistered(Wrapped.self, name: name)
    else { return nil }
    return .some(try resolver.resolve(Wrapped.self, name: name))
  }

  @usableFromInline
  static func resolveWrapped<Argument>(
    name: String?, argument: Argument, in resolver: inout Resolver
  ) throws(ResolutionError) -> Self {
    let key = ServiceKey(Wrapped.self, name: name, argumentType: Argument.self)
    guard _isOptional(Wrapped.self) || resolver.container.entry(for: key) != nil else { return nil }
    return .some(try resolver.resolve(Wrapped.self, name: name, argument: argument))
  }
}

extension Resolver {
  /// What a resolve of `T` gives when nothing is registered for it: the optional fallback for an
  /// `Optional` type, else the error.
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
