import Benchmark
import Foundation
import ThinKit
import Todo

// Issue 26, point 6: a title of 10 MB that another program stored (past the table's check)
// costs the list what a short one does, since rows read a bounded prefix in SQL. Compare with
// the same benchmarks on `mixed-1000` without it.
//
// - "Open": the file, the summary and a first screen whose first row is the 10 MB title.
// - "Redraw": what a key that moves the selection costs the list: the screen's rows built again
//   from the pages held.
// - "Toggle another row": Space on the second row with the 10 MB title on screen, and the redraw.
// - "Toggle the 10 MB row": Space on it: SQLite rewrites the whole row, 10 MB, in the log.
// - "Open the detail": the task as the editor loads it, cut to the field's limit, and its length.

/// The file these benchmarks read: 1,000 generated tasks and the 10 MB title first.
private let huge = TodoFixture.hugeTitle(1_000)

func hugeTitleBenchmarks() {
  Benchmark(
    "Open the list, a 10 MB title on the first row (file, summary, first screen): 1,001 items",
    closure: { benchmark in
      let opened = try await measuredOpen(of: huge.path, benchmark)
      if opened.rows != screenRows || opened.first.title.count != TodoStore.titleLimit {
        benchmark.error("read \(opened.rows) rows, first \(opened.first.title.count) characters")
      }
    }, setup: { try await OpenedFixture(huge).made() })

  let moving = OpenedFixture(huge)
  Benchmark(
    "Redraw a screen holding a 10 MB title, as a move down does (rows of held pages): 1,001 items",
    closure: { benchmark in
      let store = try moving.store
      let presenter = await startedPresenter(on: store)
      _ = await firstScreen(of: presenter)
      benchmark.startMeasurement()
      let rows = await MainActor.run { drawnFirstScreen(of: presenter) }
      benchmark.stopMeasurement()
      await MainActor.run { presenter.stop() }
      if rows.count != screenRows || rows.contains(.unavailable) || rows.contains(.loading) {
        benchmark.error("read \(rows.count) rows")
      }
    }, setup: { try moving.open() }, teardown: { try await moving.close() })

  for row in [1, 0] {
    let toggling = OpenedFixture(huge)
    let what = row == 0 ? "the 10 MB row" : "the row under a 10 MB title"
    Benchmark(
      "Toggle \(what) and redraw (write, summary, screen): 1,001 items",
      closure: { benchmark in
        let cycle = UpdateCycle(drainsAutomatically: false)
        let store = try toggling.store
        let presenter = await MainActor.run {
          let presenter = TodoListPresenter(store: store, cycle: cycle)
          presenter.start()
          return presenter
        }
        _ = await firstScreen(of: presenter)
        benchmark.startMeasurement()
        await MainActor.run { presenter.didToggleRow(row, inSection: 0) }
        await cycle.waitForPendingUpdates()
        await MainActor.run { _ = cycle.drain() }
        let rows = await firstScreen(of: presenter)
        benchmark.stopMeasurement()
        await MainActor.run { presenter.stop() }
        if rows.count != screenRows || rows.contains(.unavailable) {
          benchmark.error("read \(rows.count) rows")
        }
      }, setup: { try toggling.open() }, teardown: { try await toggling.close() })
  }

  let detail = OpenedFixture(huge)
  Benchmark(
    "Open the detail of a 10 MB title (the field's 1,000 characters and the length): 1,001 items",
    closure: { benchmark in
      let store = try detail.store
      benchmark.startMeasurement()
      let stored = try store.storedItem(id: TodoFixture.hugeTitleID)
      benchmark.stopMeasurement()
      if stored?.titleLength != TodoFixture.hugeTitleLength
        || stored?.item.title.count != TodoStore.titleLimit
      {
        benchmark.error("read \(String(describing: stored?.titleLength))")
      }
    }, setup: { try detail.open() }, teardown: { try await detail.close() })
}
