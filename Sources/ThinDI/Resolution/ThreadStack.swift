#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The stack of the running thread, as far as the depth guard needs it.
enum ThreadStack {
  /// Bytes left below the caller's frame before the end of this thread's stack; nil where the
  /// platform does not say. Asked only when a chain is already deeper than any real graph: on
  /// Linux, the main thread's bounds are read from `/proc`, which takes microseconds.
  static func remaining() -> Int? {
    var marker = 0
    let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
    guard let lowest = lowestAddress() else { return nil }
    return here - lowest
  }

  private static func lowestAddress() -> Int? {
    #if canImport(Darwin)
      let thread = pthread_self()
      let top = Int(bitPattern: pthread_get_stackaddr_np(thread))
      return top - pthread_get_stacksize_np(thread)
    #else
      var attributes = pthread_attr_t()
      guard let getAttributes = threadAttributes,
        getAttributes(pthread_self(), &attributes) == 0
      else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      var base: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return nil }
      return Int(bitPattern: base)
    #endif
  }

  #if !canImport(Darwin)
    /// glibc's `pthread_getattr_np`, the attributes (stack included) of a running thread. A GNU
    /// extension the Swift module of the C library leaves out, so it is looked up by name.
    private static let threadAttributes:
      (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(
          symbol,
          to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
      }()
  #endif
}
