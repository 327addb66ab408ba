/// One level of a resolve in progress: the entry whose factory (or finish) runs, and the level
/// that asked for it.
///
/// Frames live on the stack of the resolving thread, one per factory call, each pointing to the
/// one above: the whole path from the top-level resolve down to the running factory, kept at no
/// allocation. Errors take their path from it, the depth guard looks for cycles in it, and the
/// construction coordinator reads a waiting thread's frames to name a cycle split across threads.
@usableFromInline
struct ResolutionFrame {
  /// Unmanaged: an entry belongs to its container, which the resolver retains for longer.
  @usableFromInline let entry: Unmanaged<AnyEntry>
  @usableFromInline let parent: UnsafePointer<ResolutionFrame>?
  /// Whether the level runs the entry's finish rather than its factory.
  @usableFromInline let isFinish: Bool

  @inlinable
  init(entry: Unmanaged<AnyEntry>, parent: UnsafePointer<ResolutionFrame>?, isFinish: Bool) {
    self.entry = entry
    self.parent = parent
    self.isFinish = isFinish
  }

  /// How a resolve asking for `entry` below `innermost` relates to a factory of `entry` already
  /// running above it.
  enum Reentry {
    /// No factory of `entry` runs above.
    case none
    /// One does, and a finish runs between it and here: building `entry` again here can end
    /// (what the finish resolves finds the instances exposed for it), and the instance built
    /// here is the one both get, as Swinject's `initCompleted` and Dip's `resolvingProperties`
    /// do.
    case throughFinish
    /// One does, with only factories between: a cycle.
    case cycle
  }

  static func reentry(of entry: ObjectIdentifier, below innermost: UnsafePointer<ResolutionFrame>?)
    -> Reentry
  {
    var sawFinish = false
    var frame = innermost
    while let current = frame {
      let level = current.pointee
      if !level.isFinish && ObjectIdentifier(level.entry.takeUnretainedValue()) == entry {
        return sawFinish ? .throughFinish : .cycle
      }
      sawFinish = sawFinish || level.isFinish
      frame = level.parent
    }
    return .none
  }

  /// The levels from the top-level resolve down to `innermost`, in that order.
  static func levels(downTo innermost: UnsafePointer<ResolutionFrame>?)
    -> [(entry: AnyEntry, isFinish: Bool)]
  {
    var levels: [(entry: AnyEntry, isFinish: Bool)] = []
    var frame = innermost
    while let current = frame {
      levels.append((current.pointee.entry.takeUnretainedValue(), current.pointee.isFinish))
      frame = current.pointee.parent
    }
    return levels.reversed()
  }

  /// The keys from the top-level resolve down to `innermost`, in that order.
  static func path(downTo innermost: UnsafePointer<ResolutionFrame>?) -> [ServiceKey] {
    levels(downTo: innermost).map(\.entry.key)
  }

  /// The keys of the levels below the one that builds `entry`, down to `innermost`: the part of
  /// another thread's path that lies between a shared instance it builds and the point where it
  /// waits. Empty when no level of the path builds `entry`.
  static func path(
    below entry: ObjectIdentifier, downTo innermost: UnsafePointer<ResolutionFrame>?
  ) -> [ServiceKey] {
    var keys: [ServiceKey] = []
    var frame = innermost
    while let current = frame {
      let level = current.pointee.entry.takeUnretainedValue()
      if ObjectIdentifier(level) == entry { return keys.reversed() }
      keys.append(level.key)
      frame = current.pointee.parent
    }
    return []
  }
}

extension Array where Element == ServiceKey {
  /// The path up to the first key that appears a second time: `A → B → A`, the cycle, rather
  /// than everything that led there afterwards.
  func cutAfterFirstRepeat() -> [ServiceKey] {
    var seen: Set<ServiceKey> = []
    for (index, key) in enumerated() where !seen.insert(key).inserted {
      return Array(self[...index])
    }
    return self
  }
}
