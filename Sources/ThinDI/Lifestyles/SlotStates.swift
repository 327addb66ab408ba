/// One shared instance: an entry, and the scope for scoped ones.
struct Slot: Hashable {
  let entry: ObjectIdentifier, scope: ObjectIdentifier?

  init(_ entry: AnyEntry, _ scope: Scope? = nil) {
    (self.entry, self.scope) = (ObjectIdentifier(entry), scope.map(ObjectIdentifier.init))
  }
}

/// Instances being built: a resolve's graph instances, or the lock holder's shared ones. An
/// instance is shared once its factory returns, before its finish runs, so that the finish can
/// refer back to it (Swinject's `initCompleted`). Asked for again while its factory runs, it is a
/// cycle, unless a finish started since: then it is built again below, and that instance (which the
/// finish's objects refer to) is the one everybody gets: a ring closed by finishes is whole.
@usableFromInline final class SlotStates {
  private enum State {
    case building(finishes: Int32)
    case built(Any)
  }

  private var states: [Slot: State] = [:]

  /// The instance of `slot` built so far, or one built now, finished and handed to `publish`.
  func instance<T>(
    of slot: Slot, key: ServiceKey, _ resolver: inout Resolver,
    build: (inout Resolver) throws(ResolutionError) -> T,
    finish: (T, inout Resolver) throws(ResolutionError) -> Void, publish: (T) -> Void
  ) throws(ResolutionError) -> T {
    let previous = states[slot]
    switch previous {
    // Safe casts: a slot holds the T its entry built.
    case .built(let instance)?: return instance as! T
    case .building(let finishes)? where resolver.finishes <= finishes:
      throw ResolutionError(.cycle, key: key)
    case .building?: break
    case nil: states[slot] = .building(finishes: resolver.finishes)
    }
    do {
      let instance = try build(&resolver)
      if case .built(let again)? = states[slot] { return again as! T }
      states[slot] = .built(instance)
      try finish(instance, &resolver)
      publish(instance)
      return instance
    } catch {
      states[slot] = previous
      throw error
    }
  }

  func removeAll() { states.removeAll() }
}
