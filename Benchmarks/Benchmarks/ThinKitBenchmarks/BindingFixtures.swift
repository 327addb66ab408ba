import Observation
import OpenCombine
import ThinKit

/// The view side of every benchmark: one property a binding writes, and a count of writes.
@MainActor final class BenchView {
  var value = 0
  var updates = 0
}

/// The model as ThinKit apps write it: `@Observable`.
@Observable final class ObservedModel {
  var count = 0
}

/// The same model as a Combine app writes it: `ObservableObject` with `@Published`.
final class PublishedModel: OpenCombine.ObservableObject {
  @OpenCombine.Published var count = 0
}

/// A model bound to a view through ``ObservationBinding``, on an update cycle the host drains
/// once per turn (as the terminal host does before drawing).
@MainActor final class BindingFixture {
  let model = ObservedModel()
  let view = BenchView()
  let cycle: UpdateCycle

  init(cycle: UpdateCycle = UpdateCycle(drainsAutomatically: false)) {
    self.cycle = cycle
    ObservationBinding.bind(model, to: view, cycle: cycle) { view, model in
      view.value = model.count
      view.updates += 1
    }
  }
}

/// A model bound to a view through `@Published` + `sink`.
@MainActor final class CombineFixture {
  let model = PublishedModel()
  let view = BenchView()
  private var subscription: AnyCancellable?

  init() {
    subscription = model.$count.sink { [view] count in
      MainActor.assumeIsolated {
        view.value = count
        view.updates += 1
      }
    }
  }
}

/// The floor under any Observation binding: `withObservationTracking` re-armed by hand after
/// each change, with no scheduling, no owner check and no coalescing.
@MainActor final class RawObservationFixture {
  let model = ObservedModel()
  let view = BenchView()
  private var isArmed = false

  init() { arm() }

  /// Applies the change if one fired, then re-arms: what a binding does in its update.
  func turn() {
    guard !isArmed else { return }
    arm()
  }

  private func arm() {
    isArmed = true
    withObservationTracking {
      view.value = model.count
      view.updates += 1
    } onChange: { [self] in
      // Fires on the main actor here: the benchmark only mutates there.
      MainActor.assumeIsolated { self.isArmed = false }
    }
  }
}
