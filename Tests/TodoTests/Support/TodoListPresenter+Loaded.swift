import Testing
import ThinKit

@testable import Todo

extension TodoListPresenter {
  /// Starts the list in `tracker` and waits until it shows its first summary, which it reads
  /// off the main actor as work counted there (and until the rest of that work is done).
  func startShowingSummary(in tracker: WorkTracker = WorkTracker()) async {
    tracker.withTracking { start() }
    #expect(await tracker.waitUntilIdle(timeLimit: .seconds(60)))
    #expect(hasSummary)
  }

  /// The row once its page is read: asked (which starts its read), then asked again after each
  /// read in flight ends (pages come off the main actor), as the view asks again when the list
  /// reloads. Asked once only, a row of a list just reset would show as it was before the
  /// change, while its page is read again.
  func loadedRow(_ row: Int, inSection section: Int) async -> TodoRow {
    var shown = self.row(row, inSection: section)
    repeat {
      await waitForReads()
      shown = self.row(row, inSection: section)
    } while shown.isPlaceholder
    return shown
  }

  /// Every row of every section, each once its page is read.
  func loadedRows() async -> [[TodoRow]] {
    var rows: [[TodoRow]] = []
    for section in 0..<numberOfSections {
      var shown: [TodoRow] = []
      for row in 0..<numberOfRows(inSection: section) {
        shown.append(await loadedRow(row, inSection: section))
      }
      rows.append(shown)
    }
    return rows
  }
}

extension SpyListView {
  /// A list of `store` that shows here, started in `tracker` with its first summary shown (see
  /// ``TodoListPresenter/startShowingSummary(in:)``).
  func startedList(
    of store: TodoStore, cycle: UpdateCycle, focus: TodoListFocus = TodoListFocus(),
    pageSize: Int = 100, in tracker: WorkTracker = WorkTracker()
  ) async -> TodoListPresenter {
    let presenter = connect(
      TodoListPresenter(store: store, cycle: cycle, focus: focus, pageSize: pageSize))
    await presenter.startShowingSummary(in: tracker)
    return presenter
  }
}
