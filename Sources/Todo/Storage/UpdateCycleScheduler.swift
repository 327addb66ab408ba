import GRDB
import ThinKit

/// GRDB's main-actor scheduler: the first value is read off the main actor (the screens never
/// wait for the file) and shown as soon as it is read (see ``FirstValueWork``); the changes
/// after it go through ThinKit's ``UpdateCycle``, in the cycle's next drain, beside the
/// bindings of that turn.
///
/// GRDB's own `.immediate` scheduler delivers through the main dispatch queue and insists on
/// the main thread; the cycle hops to the main actor, so it also works where the main actor does
/// not run on the main thread (Swift Testing on Linux), and the host's frame applies database
/// changes and model changes together.
struct UpdateCycleScheduler: ValueObservationMainActorScheduler {
  let cycle: UpdateCycle
  let firstValue: FirstValueWork

  func immediateInitialValue() -> Bool { false }

  func scheduleOnMainActor(_ action: @escaping @MainActor () -> Void) {
    guard !firstValue.deliverFirst(action) else { return }
    cycle.schedule(action)
  }
}
