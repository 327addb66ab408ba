#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The top-level resolve running on this thread, if any: what a resolve started inside a factory
/// (a provider called during construction, a container the factory captured) continues from.
///
/// A nested resolve takes its depth, its path and the dry run's recorder from the resolve it runs
/// inside, so a cycle through providers meets the depth guard and is named with its whole path
/// instead of overflowing the stack. A thread-local slot is the only way to know: a provider
/// cannot tell whether it is called from a factory. It is read and written once per top-level
/// resolve (not per level), and never on the built-singleton fast path.
@usableFromInline
enum ActiveResolver {
  @usableFromInline static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "ThinDI: no thread-local key left (pthread_key_create: \(status))")
    return key
  }()

  /// The resolver of the innermost top-level resolve on this thread. The pointer is valid while
  /// that resolve runs: it is set by ``Resolver/withRoot(_:scope:recorder:isolation:_:)`` around
  /// the resolve and put back before it returns.
  @inlinable
  static var current: UnsafeMutablePointer<Resolver>? {
    get { pthread_getspecific(key)?.assumingMemoryBound(to: Resolver.self) }
    set { pthread_setspecific(key, newValue) }
  }
}
