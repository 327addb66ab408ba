/// `Optional`, seen dynamically. Asked for unregistered, the wrapped type's registration answers,
/// or nil when there is none, as an optional dependency reads (`init(analytics: Analytics?)`).
protocol OptionalService {
  var wrappedInstance: Any? { get }
  static func wrapped(_ resolver: inout Resolver, name: String?) throws(ResolutionError) -> Self
  static func wrapped<Argument>(_ resolver: inout Resolver, name: String?, argument: Argument)
    throws(ResolutionError) -> Self
}

// An optional of an optional asks one level further down.
extension Optional: OptionalService {
  var wrappedInstance: Any? { map { $0 as Any } }

  static func wrapped(_ resolver: inout Resolver, name: String?) throws(ResolutionError) -> Self {
    guard _isOptional(Wrapped.self) || resolver.container.isRegistered(Wrapped.self, name: name)
    else { return nil }
    return try resolver.resolve(Wrapped.self, name: name)
  }

  static func wrapped<Argument>(_ resolver: inout Resolver, name: String?, argument: Argument)
    throws(ResolutionError) -> Self
  {
    guard
      _isOptional(Wrapped.self)
        || resolver.container.isRegistered(Wrapped.self, name: name, argument: Argument.self)
    else { return nil }
    return try resolver.resolve(Wrapped.self, name: name, argument: argument)
  }
}

extension Resolver {
  @usableFromInline
  mutating func resolveUnregistered<T>(_: T.Type, name: String?) throws(ResolutionError) -> T {
    guard _isOptional(T.self), let optional = T.self as? any OptionalService.Type else {
      throw notRegistered(ServiceKey(T.self, name: name))
    }
    return try optional.wrapped(&self, name: name) as! T
  }

  @usableFromInline
  mutating func resolveUnregistered<T, Argument>(_: T.Type, name: String?, argument: Argument)
    throws(ResolutionError) -> T
  {
    guard _isOptional(T.self), let optional = T.self as? any OptionalService.Type else {
      throw notRegistered(ServiceKey(T.self, name: name, argumentType: Argument.self))
    }
    return try optional.wrapped(&self, name: name, argument: argument) as! T
  }
}
