import Benchmark
import Foundation
import ThinKit
import Todo

// Issue 15, point 9: the cost of a write and its redraw, and of the first screen, must not
// follow the number of items; seeding a million must take seconds, not minutes.
//
// - "Toggle": Space on the first row of the list with that row selected: the write, the summary
//   the observation reads after it (section counts and the open count), the presenter finding
//   the selected task again and the 40 rows of the screen read anew. Each sample toggles the
//   same task, so the file ends as it began after an even number.
// - "Seed": `TodoSeeder` filling a new file, as `demo todo --seed N` does, progress included.

/// Rows a tall terminal shows at once.
let screenRows = 40

/// A started presenter on `store` with the first row selected, delivering through `cycle`.
@MainActor private func selectedFirstRow(
  on store: TodoStore, cycle: UpdateCycle, view: BenchListView
) -> TodoListPresenter {
  let presenter = TodoListPresenter(store: store, cycle: cycle)
  presenter.view = view
  presenter.delegate = view
  presenter.start()
  view.selectedIndex = TodoListIndex(row: 0, section: 0)
  return presenter
}

/// The rows of one screen from the top, as the list draws them.
@MainActor func firstScreen(of presenter: TodoListPresenter) -> [TodoRow] {
  var rows: [TodoRow] = []
  for section in 0..<presenter.numberOfSections where rows.count < screenRows {
    for row in 0..<min(presenter.numberOfRows(inSection: section), screenRows - rows.count) {
      rows.append(presenter.row(row, inSection: section))
    }
  }
  return rows
}

func scaleBenchmarks(counts: [Int]) {
  for count in counts {
    let fixture = TodoFixture.mixed(count)
    Benchmark(
      "Toggle the selected first row and redraw (write, summary, selection, screen): \(count) items",
      closure: { benchmark in
        let cycle = UpdateCycle(drainsAutomatically: false)
        let view = await BenchListView()
        let store = try fixture.openStore()
        let presenter = await MainActor.run {
          selectedFirstRow(on: store, cycle: cycle, view: view)
        }
        let before = await MainActor.run { presenter.summary.openCount }
        benchmark.startMeasurement()
        await MainActor.run { presenter.didToggleRow(0, inSection: 0) }
        await cycle.waitForPendingUpdates()
        let read = await MainActor.run {
          cycle.drain()
          return firstScreen(of: presenter).filter { $0 != .unavailable }.count
        }
        benchmark.stopMeasurement()
        let (after, selected, errors) = await MainActor.run {
          defer { presenter.stop() }
          return (presenter.summary.openCount, view.selectedIndex, view.errors)
        }
        if abs(after - before) != 1 || read != min(count, screenRows) || !errors.isEmpty
          || selected != TodoListIndex(row: 0, section: 0)
        {
          benchmark.error("open \(before) → \(after), read \(read), \(selected as Any), \(errors)")
        }
      }, setup: { _ = try fixture.openStore() })
  }

  let seeding = Benchmark.Configuration(
    metrics: [.wallClock, .peakMemoryResident], warmupIterations: 0, maxDuration: .seconds(60),
    maxIterations: 3)
  for count in counts {
    Benchmark(
      "Seed a new file: \(count) items", configuration: seeding,
      closure: { benchmark in
        let path = TodoFixture.scratchPath("seed-\(count)")
        try? FileManager.default.removeItem(atPath: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = TodoDatabase(location: .file(path))
        let store = TodoStore(database: database, calendar: .current, clock: ContinuousClock())
        var reported = 0
        benchmark.startMeasurement()
        try TodoSeeder(store: store).seed(count: count) { reported = $0 }
        try database.close()
        benchmark.stopMeasurement()
        let stored = try TodoFixture.store(at: path).count()
        if reported != count || stored != count {
          benchmark.error("reported \(reported), stored \(stored) of \(count)")
        }
      })
  }
}
