import Foundation

extension Entry {
  /// Built under the tree's lock; a parent's singletons in the parent, whoever asked first.
  func sharedInstance(_ resolver: inout Resolver) throws(ResolutionError) -> T {
    guard lifestyle == .scoped else {
      let weak = lifestyle == .weak
      return try resolver.building(in: level) { (resolver) throws(ResolutionError) in
        try resolver.container.construction.instance(
          of: Slot(self), key: key, &resolver,
          published: { weak ? heldInstance : publishedInstance },
          build: weak ? buildHeld : make, finish: finish, publish: weak ? hold : publish)
      }
    }
    guard let scope = resolver.scope else { throw ResolutionError(.requiresScope, key: key) }
    let (id, named) = (ObjectIdentifier(self), key)
    let kept = { () throws(ResolutionError) in try scope.instance(for: id, as: T.self, key: named) }
    if let instance = try kept() { return instance }
    return try resolver.container.construction.instance(
      of: Slot(self, scope), key: key, &resolver, published: kept, build: make, finish: finish
    ) { (instance) throws(ResolutionError) in try scope.store(instance, for: id, key: named) }
  }

  func graphInstance(_ resolver: inout Resolver) throws(ResolutionError) -> T {
    let graph = resolver.graph ?? SlotStates()
    resolver.graph = graph
    return try graph.instance(
      of: Slot(self), key: key, &resolver, build: make, finish: finish, publish: { _ in })
  }

  // Cast only what is there: an empty reference cast to an Optional `T` would be a nil instance.
  private var heldInstance: T? { weakInstance.object.flatMap { $0 as? T } }

  private func buildHeld(_ resolver: inout Resolver) throws(ResolutionError) -> T {
    let instance = try make(&resolver)
    guard case .value = HeldObject(instance) else { return instance }
    throw ResolutionError(.weakRequiresClass, key: key)
  }

  private func hold(_ instance: T) {
    guard case .object(let object) = HeldObject(instance) else { return }
    weakInstance.object = object
  }
}

/// The weak reference a weak-lifestyle entry keeps to the instance someone else holds.
final class WeakReference: @unchecked Sendable {
  // @unchecked: `held` is used only under `lock` (a weak load races with a concurrent store).
  private let lock = NSLock()
  private weak var held: AnyObject?

  var object: AnyObject? {
    get { lock.withLock { held } }
    set { lock.withLock { held = newValue } }
  }
}

/// What a weak reference can hold of an instance (through Optionals and existentials).
private enum HeldObject {
  case object(AnyObject)
  case none, value

  init(_ instance: Any) {
    if let optional = instance as? any OptionalService {
      self = optional.wrappedInstance.map(HeldObject.init) ?? .none
    } else {
      // `type(of:)` of an `Any` is the dynamic type, also when the static type is a protocol.
      self = type(of: instance) is AnyClass ? .object(instance as AnyObject) : .value
    }
  }
}
