/// An `Optional` type asked for while nothing is registered for it: the registration of the type
/// it wraps answers, and nil comes back when there is none, the way an optional dependency reads
/// in an initializer (`init(analytics: Analytics?)`). Its own registration comes first.
@usableFromInline
protocol OptionalService {
  associatedtype Wrapped
  static var none: Self { get }
  static func some(_ wrapped: Wrapped) -> Self
}

extension Optional: OptionalService {}

extension Resolver {
  @usableFromInline
  mutating func resolveUnregistered<T>(_: T.Type, name: String?) throws(ResolutionError) -> T {
    guard _isOptional(T.self), let optional = T.self as? any OptionalService.Type else {
      throw notRegistered(ServiceKey(T.self, name: name))
    }
    return try wrapped(optional, name: name) as! T
  }

  @usableFromInline
  mutating func resolveUnregistered<T, Argument>(_: T.Type, name: String?, argument: Argument)
    throws(ResolutionError) -> T
  {
    guard _isOptional(T.self), let optional = T.self as? any OptionalService.Type else {
      throw notRegistered(ServiceKey(T.self, name: name, argumentType: Argument.self))
    }
    return try wrapped(optional, name: name, argument: argument) as! T
  }

  // An optional of an optional asks one level further down.
  private mutating func wrapped<O: OptionalService>(_: O.Type, name: String?)
    throws(ResolutionError) -> O
  {
    guard _isOptional(O.Wrapped.self) || container.isRegistered(O.Wrapped.self, name: name)
    else { return .none }
    return .some(try resolve(O.Wrapped.self, name: name))
  }

  private mutating func wrapped<O: OptionalService, Argument>(
    _: O.Type, name: String?, argument: Argument
  ) throws(ResolutionError) -> O {
    guard
      _isOptional(O.Wrapped.self)
        || container.isRegistered(O.Wrapped.self, name: name, argument: Argument.self)
    else { return .none }
    return .some(try resolve(O.Wrapped.self, name: name, argument: argument))
  }
}
