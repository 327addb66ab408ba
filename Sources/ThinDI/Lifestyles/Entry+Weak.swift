import Foundation

/// The weak reference a weak-lifestyle entry keeps to the instance someone else holds.
final class WeakSlot: @unchecked Sendable {
  // @unchecked: `object` is read and written only while `lock` is held. (The runtime makes a
  // weak load safe against the object dying, not against a concurrent store.)
  private let lock = NSLock()
  private weak var object: AnyObject?

  /// The instance while someone still holds it, as `T`.
  func instance<T>(as _: T.Type) -> T? {
    lock.withLock { object as? T }
  }

  func store(_ object: AnyObject) {
    lock.withLock { self.object = object }
  }
}

extension Entry {
  /// The instance someone still holds, or a new one that the entry holds only weakly.
  @usableFromInline
  func weakInstance(_ parent: inout Resolver) throws(ResolutionError) -> T {
    let slot = weakSlot.unsafelyUnwrapped
    if let instance = slot.instance(as: T.self) { return instance }
    return try ConstructionCoordinator.shared.instance(
      of: .init(entry: ObjectIdentifier(self), scope: nil), key: key,
      existing: { slot.instance(as: T.self) },
      build: { () throws(ResolutionError) in try make(&parent) },
      publish: { (instance) throws(ResolutionError) in
        // `type(of: instance as Any)` is the dynamic type, also when T is a protocol.
        guard type(of: instance as Any) is AnyClass else {
          throw ResolutionError(.weakRequiresClass, key: key)
        }
        slot.store(instance as AnyObject)
      }
    )
  }
}
