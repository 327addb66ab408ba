import Benchmark
import Foundation
import ThinKit
import Todo

// The Todo list at scale, through its presenter, as the screen reads it.
//
// - "Open": what happens when the list screen appears: the database file opened and checked,
//   the summary observed (the section and open counts, added up from the per-day counts of
//   migration v5) and the rows of a 40-row screen read.
// - "Toggle" and "Seed": see TodoScaleBenchmarks.swift.
// - "Page in": the row asked for with nothing held (Home, End, a jump); "scroll": the next page
//   read by key from the one held, as moving down does. Both measure from the ask (answered at
//   once with a placeholder) until the row shows: the read off the main actor and the hops
//   there and back, one of whose cost alone is the "floor" row.
// - "Memory": the resident set while the whole list is read, row by row, against the same
//   read keeping every row (what paging avoids).
// Every benchmark checks what it read, so a broken list cannot pass.

/// The screen every benchmarked presenter shows into: it only counts.
@MainActor private let listScreen = BenchListView()

/// The list's presenter on a store, connected to a screen that only counts, started, and its
/// summary read (off the main actor).
@MainActor func startedPresenter(on store: TodoStore) async -> TodoListPresenter {
  let presenter = TodoListPresenter(store: store, cycle: UpdateCycle.main)
  presenter.view = listScreen
  presenter.delegate = listScreen
  presenter.start()
  await presenter.waitForReads()
  return presenter
}

/// Opens the list on `store` and reads one screen (until no row is a placeholder); returns
/// the rows read and the first.
@MainActor func openList(_ store: TodoStore) async -> (rows: Int, first: TodoRow) {
  let presenter = await startedPresenter(on: store)
  defer { presenter.stop() }
  let rows = await firstScreen(of: presenter)
  return (rows.count, rows.first ?? .unavailable)
}

/// Row `row` of the first section once shown: asked (a placeholder while its page is read off
/// the main actor), then asked again once the reads end.
@MainActor private func shownRow(_ row: Int, of presenter: TodoListPresenter) async -> TodoRow {
  var shown = presenter.row(row, inSection: 0)
  while shown.isPlaceholder {
    await presenter.waitForReads()
    shown = presenter.row(row, inSection: 0)
  }
  return shown
}

/// Opens the list of the file at `path` and reads one screen, measured; shuts its store down
/// after. Returns the rows read and the first.
func measuredOpen(of path: String, _ benchmark: Benchmark) async throws
  -> (rows: Int, first: TodoRow)
{
  benchmark.startMeasurement()
  let store = TodoFixture.store(at: path)
  let opened = await openList(store)
  benchmark.stopMeasurement()
  try await store.shutDown(within: .seconds(30), clock: ContinuousClock())
  return opened
}

/// Row `row` of the someday fixture as the list shows it, measured, with nothing held or, after
/// `held` was shown, the page around `held`; an error unless it is the task of that place.
private func measuredSomedayRow(
  _ row: Int, after held: Int? = nil, of fixture: OpenedFixture, _ benchmark: Benchmark
) async throws {
  let store = try fixture.store
  let presenter = await startedPresenter(on: store)
  if let held { _ = await shownRow(held, of: presenter) }
  benchmark.startMeasurement()
  let shown = await shownRow(row, of: presenter)
  benchmark.stopMeasurement()
  await MainActor.run { presenter.stop() }
  if shown.title != "Someday task #\(row + 1)" { benchmark.error("row \(row): \(shown)") }
}

/// Reads every row in order, as scrolling to the end would, each page as the rows need it
/// (a placeholder, then the row once its page came); keeps them all if `keeping`.
@MainActor private func readThrough(_ store: TodoStore, keeping: Bool) async -> Int {
  let presenter = await startedPresenter(on: store)
  defer { presenter.stop() }
  var read = 0
  var kept: [TodoRow] = []
  for section in 0..<presenter.numberOfSections {
    for index in 0..<presenter.numberOfRows(inSection: section) {
      var row = presenter.row(index, inSection: section)
      if row.isPlaceholder {
        await presenter.waitForReads()
        row = presenter.row(index, inSection: section)
      }
      guard row != .unavailable, !row.isPlaceholder else { continue }
      read += 1
      if keeping { kept.append(row) }
    }
  }
  blackHole(kept)
  return read
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 1_000)

  scaleBenchmarks(counts: [1_000, 100_000, 1_000_000])
  hugeTitleBenchmarks()

  for count in [1_000, 100_000, 1_000_000] {
    let fixture = TodoFixture.mixed(count)
    Benchmark(
      "Open the list (file, summary, first screen): \(count) items",
      closure: { benchmark in
        let opened = try await measuredOpen(of: fixture.path, benchmark)
        if opened.rows != min(count, screenRows) || opened.first == .unavailable {
          benchmark.error("read \(opened.rows) rows, first \(opened.first)")
        }
      }, setup: { try await OpenedFixture(fixture).made() })
  }

  for row in [10, 50_000, 99_990] {
    let someday = OpenedFixture(.someday(100_000))
    Benchmark(
      "Page in at row \(row) of 100,000 (nothing held)",
      closure: { benchmark in
        try await measuredSomedayRow(row, of: someday, benchmark)
      }, setup: { try someday.open() }, teardown: { try await someday.close() })
  }
  for row in [10, 99_790] {
    let someday = OpenedFixture(.someday(100_000))
    Benchmark(
      "Scroll a page down from row \(row) of 100,000 (by key)",
      closure: { benchmark in
        // The page of 100 around `row` is held; the first row past it is read by key.
        let next = min(max(0, row - 50), 100_000 - 100) + 100
        try await measuredSomedayRow(next, after: row, of: someday, benchmark)
      }, setup: { try someday.open() }, teardown: { try await someday.close() })
  }
  Benchmark(
    "Floor: one main-actor hop",
    closure: { benchmark in
      benchmark.startMeasurement()
      let value = await MainActor.run { 1 }
      benchmark.stopMeasurement()
      blackHole(value)
    })

  let memory = Benchmark.Configuration(
    metrics: [.wallClock, .peakMemoryResident, .peakMemoryResidentDelta],
    maxDuration: .seconds(10), maxIterations: 5)
  for count in [1_000, 100_000] {
    for keeping in [false, true] {
      let fixture = OpenedFixture(.mixed(count))
      let name =
        keeping
        ? "Memory: read the whole list keeping every row (what paging avoids), \(count) items"
        : "Memory: read the whole list through the pager, \(count) items"
      Benchmark(
        name, configuration: memory,
        closure: { benchmark in
          let store = try fixture.store
          let read = await readThrough(store, keeping: keeping)
          if read != count { benchmark.error("read \(read) of \(count) rows") }
        }, setup: { try fixture.open() }, teardown: { try await fixture.close() })
    }
  }
}
