import GRDB
import ThinKit

/// GRDB's main-actor scheduler, delivering through ThinKit's ``UpdateCycle``: the first value
/// at once, later ones in the cycle's next drain, beside the bindings of that turn.
///
/// GRDB's own `.immediate` scheduler delivers through the main dispatch queue and insists on
/// the main thread; the cycle hops to the main actor, so it also works where the main actor does
/// not run on the main thread (Swift Testing on Linux), and the host's frame applies database
/// changes and model changes together.
struct UpdateCycleScheduler: ValueObservationMainActorScheduler {
  let cycle: UpdateCycle

  func immediateInitialValue() -> Bool { true }

  func scheduleOnMainActor(_ action: @escaping @MainActor () -> Void) {
    cycle.schedule(action)
  }
}
