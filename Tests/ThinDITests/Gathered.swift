import Foundation

/// What test threads gather, behind an `NSLock`: ThreadSanitizer follows a pthread mutex, but
/// not the futex of Synchronization's `Mutex` (compiled without its instrumentation), so two
/// threads' turns through a `Mutex` at the same moment were reported as a race.
final class Gathered<Value>: @unchecked Sendable {
  // @unchecked: `value` is used only under `lock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }
}
