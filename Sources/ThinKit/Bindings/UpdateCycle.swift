import Synchronization

/// The pass, once per main run-loop turn, in which bindings apply the model changes of that
/// turn: however many changes arrived, each binding updates once, with the latest values.
///
/// As UIKit's update cycle applies `setNeedsLayout`, changes only mark bindings as pending;
/// ``drain()`` runs them. ``main`` drains by itself on the next main-actor turn after a
/// change. A host with its own event loop (the terminal) may also call ``drain()`` before it
/// draws a frame, and tests make a cycle that drains only when told.
public final class UpdateCycle: Sendable {
  /// The cycle bindings use unless told otherwise: drains on the next main-actor turn.
  public static let main = UpdateCycle(drainsAutomatically: true)

  private struct State {
    var pending: [ObservationBinding] = []
    var isDrainScheduled = false
  }

  // Changes arrive on whatever thread mutates the model (Observation's `onChange`).
  private let state = Mutex(State())
  private let drainsAutomatically: Bool

  /// Makes a cycle. With `drainsAutomatically` false nothing runs until ``drain()`` is called.
  public init(drainsAutomatically: Bool) {
    self.drainsAutomatically = drainsAutomatically
  }

  /// Whether any binding waits for the next drain.
  public var hasPendingUpdates: Bool {
    state.withLock { !$0.pending.isEmpty }
  }

  /// Runs every binding marked since the last drain, once each. Bindings marked while this
  /// runs (an update that changes another model) wait for the next drain, so a cycle of
  /// bindings can never spin within one turn. Returns how many bindings ran.
  @MainActor
  @discardableResult
  public func drain() -> Int {
    let bindings = state.withLock { state in
      defer {
        state.pending.removeAll()
        state.isDrainScheduled = false
      }
      return state.pending
    }
    for binding in bindings { binding.update() }
    return bindings.count
  }

  /// Marks `binding` for the next drain; schedules one when this cycle drains by itself.
  func schedule(_ binding: ObservationBinding) {
    let needsDrain = state.withLock { state in
      state.pending.append(binding)
      guard drainsAutomatically, !state.isDrainScheduled else { return false }
      state.isDrainScheduled = true
      return true
    }
    if needsDrain {
      Task { @MainActor in self.drain() }
    }
  }
}
