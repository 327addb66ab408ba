import Observation
import Testing

@testable import ThinKit

@Observable final class CounterModel {
  var count = 0
  var note = ""
}

/// A view property the binding writes, and how often it was written.
@MainActor final class CountView {
  var text = ""
  var updates = 0
}

@MainActor
@Suite struct ObservationBindingTests {
  private let cycle = UpdateCycle(drainsAutomatically: false)

  @discardableResult
  private func bind(_ model: CounterModel, to view: CountView) -> ObservationBinding {
    ObservationBinding.bind(model, to: view, cycle: cycle) { view, model in
      view.text = "\(model.count)"
      view.updates += 1
    }
  }

  @Test func runsNowAndAgainAfterEachChange() {
    let model = CounterModel()
    let view = CountView()
    let binding = bind(model, to: view)
    #expect(view.text == "0")
    model.count = 1
    #expect(view.text == "0")
    #expect(cycle.drain() == 1)
    #expect(view.text == "1")
    // Re-armed: a second change is seen too.
    model.count = 2
    #expect(cycle.drain() == 1)
    #expect(view.text == "2")
    #expect(view.updates == 3)
    #expect(binding.isActive)
  }

  @Test func aThousandChangesInOneTurnGiveOneUpdateWithTheLastValue() {
    let model = CounterModel()
    let view = CountView()
    bind(model, to: view)
    for value in 1...1000 { model.count = value }
    #expect(cycle.drain() == 1)
    #expect(view.text == "1000")
    #expect(view.updates == 2)
    #expect(cycle.drain() == 0)
  }

  @Test func changesToPropertiesTheUpdateDidNotReadAreIgnored() {
    let model = CounterModel()
    let view = CountView()
    bind(model, to: view)
    model.note = "unrelated"
    #expect(!cycle.hasPendingUpdates)
    #expect(cycle.drain() == 0)
    #expect(view.updates == 1)
  }

  @Test func changesMadeByAnUpdateWaitForTheNextDrain() {
    let source = CounterModel()
    let mirror = CounterModel()
    let view = CountView()
    ObservationBinding.bind(source, to: mirror, cycle: cycle) { mirror, source in
      mirror.count = source.count * 10
    }
    bind(mirror, to: view)
    source.count = 4
    #expect(cycle.drain() == 1)
    #expect(view.text == "0")
    #expect(cycle.drain() == 1)
    #expect(view.text == "40")
  }

  @Test func noUpdateAfterCancel() {
    let model = CounterModel()
    let view = CountView()
    let binding = bind(model, to: view)
    binding.cancel()
    model.count = 5
    cycle.drain()
    #expect(view.text == "0")
    #expect(view.updates == 1)
    #expect(!binding.isActive)
  }

  @Test func theModelOutlivesTheOwnerWithoutUpdatesOrCycles() {
    let model = CounterModel()
    var view: CountView? = CountView()
    weak let weakView = view
    weak let binding = bind(model, to: view!)
    #expect(binding != nil)
    view = nil
    // The binding does not keep its owner alive.
    #expect(weakView == nil)
    model.count = 7
    #expect(cycle.drain() == 1)
    // It ran into a missing owner, stopped, and nothing holds it any more.
    #expect(binding == nil)
    model.count = 8
    #expect(!cycle.hasPendingUpdates)
  }

  @Test func theBindingDoesNotKeepTheModelAlive() {
    var model: CounterModel? = CounterModel()
    weak let weakModel = model
    let view = CountView()
    let binding = bind(model!, to: view)
    model = nil
    #expect(weakModel == nil)
    #expect(cycle.drain() == 0)
    #expect(!binding.isActive)
  }

  @Test func theMainCycleUpdatesOnTheNextMainActorTurn() async {
    let model = CounterModel()
    let view = CountView()
    ObservationBinding.bind(model, to: view) { view, model in
      view.text = "\(model.count)"
      view.updates += 1
    }
    model.count = 1
    model.count = 2
    #expect(view.text == "0")
    // The drain was enqueued on the main actor by the first change; this job runs after it.
    await Task { @MainActor in }.value
    #expect(view.text == "2")
    #expect(view.updates == 2)
  }
}
