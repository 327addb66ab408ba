import Foundation

/// A lifetime shorter than the app's, such as a signed-in session: scoped registrations resolved
/// through it get one instance per scope, released when it ends (``end()``, or when dropped).
public final class Scope: @unchecked Sendable {
  // @unchecked: `ended` and `instances` are used only under `lock`; the rest is immutable.
  /// Shown in errors, such as resolving from a scope that has ended.
  public let name: String
  let container: Container
  private let lock = NSLock()
  private var ended = false
  private var instances: [ObjectIdentifier: Any] = [:]

  init(name: String, container: Container) { (self.name, self.container) = (name, container) }

  /// Whether ``end()`` has been called.
  public var hasEnded: Bool { lock.withLock { ended } }

  /// Releases every scoped instance; a scoped resolve from this scope throws afterwards.
  public func end() {
    let released = lock.withLock {
      ended = true
      return exchange(&instances, with: [:])
    }
    // Released after the lock: an instance's deinit never runs while the scope is locked.
    withExtendedLifetime(released) {}
  }

  /// The instance registered for `type` (and `name`), scoped ones from this scope.
  public func resolve<T>(
    _ type: T.Type = T.self, name: String? = nil, isolation: isolated (any Actor)? = #isolation
  ) throws(ResolutionError) -> T {
    try container.resolveBuilding(
      T.self, at: container.index(of: T.self, name: name), name: name, in: self, nil, isolation)
  }

  /// The instance registered for `type` with a runtime `argument`, within this scope.
  public func resolve<T, Argument>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument,
    isolation: isolated (any Actor)? = #isolation
  ) throws(ResolutionError) -> T {
    try container.resolveRoot(
      T.self, name: name, argument: argument, scope: self, isolation: isolation)
  }

  /// The instance kept for `entry`, if any; a missing one is nil, never a nil `T?` instance.
  func instance<T>(for entry: ObjectIdentifier, as _: T.Type, key: ServiceKey)
    throws(ResolutionError) -> T?
  {
    let (hasEnded, instance) = lock.withLock { (self.ended, instances[entry]) }
    guard !hasEnded else { throw ResolutionError(.scopeEnded(scope: name), key: key) }
    return instance.map { $0 as! T }
  }

  func store(_ instance: Any, for entry: ObjectIdentifier, key: ServiceKey) throws(ResolutionError)
  {
    let stored = lock.withLock {
      if !ended { instances[entry] = instance }
      return !ended
    }
    guard stored else { throw ResolutionError(.scopeEnded(scope: name), key: key) }
  }

  /// Gives this scope `value` for its type's ``ContainerBuilder/registerScopedValue(_:sample:)``.
  public func provide<T>(_ value: T) throws(ResolutionError) {
    guard let entry = container.entry(for: ServiceKey(T.self)), entry.lifestyle == .scoped else {
      throw container.notRegistered(ServiceKey(T.self))
    }
    try store(value, for: ObjectIdentifier(entry), key: ServiceKey(T.self))
  }
}

extension ContainerBuilder {
  /// Registers `type` as a value a ``Scope`` is given (``Scope/provide(_:)``), such as a session.
  public mutating func registerScopedValue<T: Sendable>(_ type: T.Type, sample: T) {
    register(T.self, .scoped) { _ in throw ScopedValueNotProvided(type: T.self) }
    if !isOverriding { assembly.scopedValueSamples.append { scope in try? scope.provide(sample) } }
  }
}

struct ScopedValueNotProvided: Error, CustomStringConvertible {
  let type: Any.Type
  var description: String {
    "no \(type) was given to this scope (a route with a new scope gives it its argument)"
  }
}
