import Foundation

extension Entry {
  /// The instance of a lifestyle that shares it beyond one resolve: the one published, or one
  /// built now under the container tree's construction lock. A child container builds its
  /// parent's singletons and weak instances in the parent, so that what they are made of never
  /// depends on which container asked first; a scoped instance is built where it is resolved.
  @usableFromInline
  func sharedInstance(_ resolver: inout Resolver) throws(ResolutionError) -> T {
    guard lifestyle == .scoped else {
      return try resolver.building(in: level) { (resolver) throws(ResolutionError) in
        let lock = resolver.container.construction
        return try lifestyle == .weak
          ? lock.instance(
            of: Slot(self), key: key, &resolver, published: { heldInstance },
            build: buildHeld, finish: finish, publish: hold)
          : lock.instance(
            of: Slot(self), key: key, &resolver, published: { publishedInstance }, build: make,
            finish: finish, publish: publish)
      }
    }
    guard let scope = resolver.scope else { throw ResolutionError(.requiresScope, key: key) }
    let (id, scopedKey) = (ObjectIdentifier(self), key)
    let kept = { () throws(ResolutionError) in
      try scope.instance(for: id, as: T.self, key: scopedKey)
    }
    if let instance = try kept() { return instance }
    return try resolver.container.construction.instance(
      of: Slot(self, scope), key: key, &resolver, published: kept, build: make, finish: finish,
      publish: { (instance) throws(ResolutionError) in
        try scope.store(instance, for: id, key: scopedKey)
      })
  }

  /// The weak instance while someone still holds it. Only what is there is cast: an empty slot
  /// cast to an Optional `T` would be a nil instance.
  private var heldInstance: T? {
    guard let object = weakInstance.object else { return nil }
    return object as? T
  }

  /// A new instance for the weak lifestyle, which can hold a class instance only.
  private func buildHeld(_ resolver: inout Resolver) throws(ResolutionError) -> T {
    let instance = try make(&resolver)
    guard case .value = HeldObject(instance) else { return instance }
    throw ResolutionError(.weakRequiresClass, key: key)
  }

  /// Holds `instance` weakly; a nil made by the factory of an Optional type is nothing to hold,
  /// so the next resolve builds again.
  private func hold(_ instance: T) {
    guard case .object(let object) = HeldObject(instance) else { return }
    weakInstance.object = object
  }

  /// The instance this top-level resolve already built, or a new one it keeps until it returns.
  @usableFromInline
  func graphInstance(_ resolver: inout Resolver) throws(ResolutionError) -> T {
    // A container with graph-lifestyle registrations gives every resolve a context.
    let graph = resolver.context!.graph
    return try graph.instance(
      of: Slot(self), key: key, &resolver, build: make, finish: finish, publish: { _ in })
  }
}

/// The weak reference a weak-lifestyle entry keeps to the instance someone else holds.
final class WeakReference: @unchecked Sendable {
  // @unchecked: `held` is read and written only while `lock` is held. (The runtime makes a weak
  // load safe against the object dying, not against a concurrent store.)
  private let lock = NSLock()
  private weak var held: AnyObject?

  var object: AnyObject? {
    get { lock.withLock { held } }
    set { lock.withLock { held = newValue } }
  }
}

/// What a weak reference can hold of an instance.
private enum HeldObject {
  case object(AnyObject)
  /// A nil of an Optional type: nothing to hold.
  case none
  /// A value, which cannot be held weakly.
  case value

  /// The class instance inside `instance`, looking through Optionals and existentials.
  init(_ instance: Any) {
    if let optional = instance as? any OptionalInstance {
      guard let wrapped = optional.wrappedInstance else {
        self = .none
        return
      }
      self.init(wrapped)
    } else {
      // `type(of:)` of an `Any` is the dynamic type, also when the static type is a protocol.
      self = type(of: instance) is AnyClass ? .object(instance as AnyObject) : .value
    }
  }
}

/// An Optional seen as `Any`, to look inside it.
private protocol OptionalInstance {
  var wrappedInstance: Any? { get }
}

extension Optional: OptionalInstance {
  fileprivate var wrappedInstance: Any? { map { $0 as Any } }
}
