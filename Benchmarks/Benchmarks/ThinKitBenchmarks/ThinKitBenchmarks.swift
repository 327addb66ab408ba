import Benchmark
import ThinKit

// A model change reaching a view property: ThinKit's binding on Observation side by side with
// OpenCombine's `@Published` + `sink`. Each sample runs its changes in one main-actor job on a
// fixture made once, so neither the hop onto the main actor nor the setup is measured per
// change. Every benchmark checks what the view shows, so a broken binding cannot pass.

/// Changes in one run-loop turn for the burst benchmarks.
private let burst = 1_000

@MainActor private let drainedBinding = BindingFixture()
@MainActor private let mainCycleBinding = BindingFixture(cycle: .main)
@MainActor private let burstBinding = BindingFixture()
@MainActor private let rawObservation = RawObservationFixture()
@MainActor private let sink = CombineFixture()
@MainActor private let burstSink = CombineFixture()

/// What a sample left on the view: the last value shown and how many updates it took.
private struct Outcome: Sendable {
  var expected: Int
  var shown: Int
  var updates: Int
}

/// Sets the model to `changes` new values in a row and reports what the view got.
@MainActor private func change(
  _ view: BenchView, _ set: (Int) -> Void, current: Int, changes: Int, endOfTurn: () -> Void
) -> Outcome {
  let updatesBefore = view.updates
  for step in 1...changes { set(current + step) }
  endOfTurn()
  return Outcome(
    expected: current + changes, shown: view.value, updates: view.updates - updatesBefore)
}

private func verify(_ outcome: Outcome, updates: Int, _ benchmark: Benchmark) {
  guard outcome.shown == outcome.expected, outcome.updates == updates else {
    benchmark.error(
      "view shows \(outcome.shown) after \(outcome.updates) updates, expected "
        + "\(outcome.expected) after \(updates)")
    return
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(3))
  let perChange = Benchmark.Configuration(scalingFactor: .kilo)

  Benchmark("One change → view: ThinKit binding, drained by the host", configuration: perChange) {
    benchmark in
    let count = benchmark.scaledIterations.count
    let outcome = await MainActor.run {
      let fixture = drainedBinding
      let updatesBefore = fixture.view.updates
      let start = fixture.model.count
      for step in 1...count {
        fixture.model.count = start + step
        fixture.cycle.drain()
      }
      return Outcome(
        expected: start + count, shown: fixture.view.value,
        updates: fixture.view.updates - updatesBefore)
    }
    verify(outcome, updates: count, benchmark)
  }

  Benchmark("One change → view: bare withObservationTracking (floor)", configuration: perChange) {
    benchmark in
    let count = benchmark.scaledIterations.count
    let outcome = await MainActor.run {
      let fixture = rawObservation
      return change(
        fixture.view,
        {
          fixture.model.count = $0
          fixture.turn()
        }, current: fixture.model.count,
        changes: count, endOfTurn: {})
    }
    verify(outcome, updates: count, benchmark)
  }

  Benchmark("One change → view: ThinKit binding, UpdateCycle.main", configuration: perChange) {
    benchmark in
    let count = benchmark.scaledIterations.count
    let outcome = await Task { @MainActor in
      let fixture = mainCycleBinding
      let updatesBefore = fixture.view.updates
      let start = fixture.model.count
      for step in 1...count {
        fixture.model.count = start + step
        // The drain this change enqueued on the main actor runs before this task resumes.
        await Task.yield()
      }
      return Outcome(
        expected: start + count, shown: fixture.view.value,
        updates: fixture.view.updates - updatesBefore)
    }.value
    verify(outcome, updates: count, benchmark)
  }

  Benchmark("One change → view: OpenCombine @Published + sink", configuration: perChange) {
    benchmark in
    let count = benchmark.scaledIterations.count
    let outcome = await MainActor.run {
      let fixture = sink
      return change(
        fixture.view, { fixture.model.count = $0 }, current: fixture.model.count,
        changes: count, endOfTurn: {})
    }
    verify(outcome, updates: count, benchmark)
  }

  Benchmark("1,000 changes in one turn → view: ThinKit binding") { benchmark in
    let outcome = await MainActor.run {
      let fixture = burstBinding
      return change(
        fixture.view, { fixture.model.count = $0 }, current: fixture.model.count,
        changes: burst, endOfTurn: { fixture.cycle.drain() })
    }
    verify(outcome, updates: 1, benchmark)
  }

  Benchmark("1,000 changes in one turn → view: OpenCombine @Published + sink") { benchmark in
    let outcome = await MainActor.run {
      let fixture = burstSink
      return change(
        fixture.view, { fixture.model.count = $0 }, current: fixture.model.count,
        changes: burst, endOfTurn: {})
    }
    verify(outcome, updates: burst, benchmark)
  }
}
