import Foundation

/// The weak reference a weak-lifestyle entry keeps to the instance someone else holds.
final class WeakSlot: @unchecked Sendable {
  // @unchecked: `object` is read and written only while `lock` is held. (The runtime makes a
  // weak load safe against the object dying, not against a concurrent store.)
  private let lock = NSLock()
  private weak var object: AnyObject?

  /// The instance while someone still holds it, as `T`.
  func instance<T>(as _: T.Type) -> T? {
    // Cast only what is there: an empty slot cast to an Optional `T` would be a nil instance.
    guard let object = lock.withLock({ object }) else { return nil }
    return object as? T
  }

  func store(_ object: AnyObject) {
    lock.withLock { self.object = object }
  }
}

extension Entry {
  /// The instance someone still holds, or a new one that the entry holds only weakly. A nil made
  /// by the factory of an Optional type is nothing to hold: the next resolve builds again. A
  /// child container builds its parent's weak instances in the parent, as it does singletons.
  ///
  /// Where a finish can run, the resolve holds each instance until it returns, as a graph
  /// instance is held: a finish that needs an instance whose factory is still running builds it
  /// again, and the objects built meanwhile refer to that copy, often weakly; released when the
  /// finish returns, it would leave the outer build to publish its own instance, and the graph
  /// to point at one nobody holds.
  @usableFromInline
  func weakInstance(_ parent: inout Resolver) throws(ResolutionError) -> T {
    let slot = weakSlot.unsafelyUnwrapped
    if let instance = slot.instance(as: T.self) { return instance }
    let instance = try build(weak: slot, &parent)
    if let context = parent.context, context.mayFinish { context.weakInstances.append(instance) }
    return instance
  }

  private func build(weak slot: WeakSlot, _ parent: inout Resolver) throws(ResolutionError) -> T {
    try parent.building(in: level) { (parent) throws(ResolutionError) -> T in
      // The path now: a publication can come after the resolve's frames are gone.
      let path = ResolutionFrame.path(downTo: parent.frame) + [key]
      return try ConstructionCoordinator.shared.instance(
        of: .init(entry: ObjectIdentifier(self), scope: nil), key: key, resolver: &parent,
        existing: { slot.instance(as: T.self) },
        build: { (parent) throws(ResolutionError) in try make(&parent) },
        finish: finisher,
        publish: { (instance) throws(ResolutionError) in
          switch heldObject(instance) {
          case .object(let object): slot.store(object)
          case .none: break
          case .value:
            throw ResolutionError(.weakRequiresClass, path: path)
          }
        }
      )
    }
  }
}

/// What a weak slot can hold of an instance.
private enum HeldObject {
  case object(AnyObject)
  /// A nil of an Optional type: nothing to hold.
  case none
  /// A value, which cannot be held weakly.
  case value
}

/// The class instance inside `instance`, looking through Optionals and existentials.
private func heldObject(_ instance: Any) -> HeldObject {
  if let optional = instance as? any OptionalInstance {
    guard let wrapped = optional.wrappedInstance else { return .none }
    return heldObject(wrapped)
  }
  // `type(of:)` of an `Any` is the dynamic type, also when the static type is a protocol.
  guard type(of: instance) is AnyClass else { return .value }
  return .object(instance as AnyObject)
}

/// An Optional seen as `Any`, to look inside it.
private protocol OptionalInstance {
  var wrappedInstance: Any? { get }
}

extension Optional: OptionalInstance {
  fileprivate var wrappedInstance: Any? { map { $0 as Any } }
}
