import ThinKit

/// Runs the list screen: follows the database live, pages its rows in, and turns the view's
/// events (it is the view's delegate and data source) into writes. Opening a row, asking the
/// user and showing an error go to its ``delegate``, the view controller, which never knows
/// what opening a row shows.
///
/// Like every presenter of the demos, it is made with its model, connected by its scene
/// (``view``, ``delegate``), and started when its screen first appears (``start()``), not when
/// it is built, so building and validating the container opens no database.
@MainActor
public final class TodoListPresenter: TodoListDataSource, TodoListViewDelegate {
  /// What it shows into: the view contract, connected by the scene.
  public weak var view: (any TodoListDisplaying)?
  /// Who opens items, asks and shows errors: the view controller, connected by the scene.
  public weak var delegate: (any TodoListPresenterDelegate)?

  let store: TodoStore
  let cycle: UpdateCycle
  /// The rows held, and the reads that bring the others off the main actor.
  let reader: TodoPageReader
  var pager: TodoPager { reader.pager }
  private let focus: TodoListFocus
  private var summaryWatch: TodoWatch<TodoListSummary>?, dayWatch: TodoDayWatch?
  /// The notice lines' contents (see `TodoListPresenter+Notices`).
  var writeNotices: TodoWriteNoticeBoard?
  /// The wait for a file another program held locked at launch; nil once it opened.
  private var lockWait: TodoLockWait?
  /// Called when the file opens after another program's lock held it at launch: the scene
  /// starts what else follows the database then (the bar).
  public var onFileOpened: (@MainActor () -> Void)?
  private(set) var sections: [TodoSection] = []
  /// Whether a summary was read yet; what the list says until then.
  private(set) var hasSummary = false
  /// Those waiting for the first summary (``waitForReads()``), resumed once it shows or fails.
  var summaryWaiters: [CheckedContinuation<Void, Never>] = []
  /// Whether the first summary is being read: the list follows the file, and neither it nor
  /// a failure came yet.
  var isReadingFirstSummary: Bool { summaryWatch != nil && !hasSummary && readFailure == nil }
  static let reading = "Reading the list…"
  /// A task chosen is being read for its detail: another Enter opens nothing meanwhile.
  var isOpening = false
  /// The notices of rows that could not be read told this run (once each, on the notice lines).
  var reportedNotices: Set<TodoListNotice> = []
  /// The failed read the notice lines say, until the summary is read again.
  var readFailure: TodoListNotice?
  /// The pager's count of reads when ``readFailure`` came from reading rows: the next read
  /// of rows that succeeds withdraws it. Nil for the summary's, which its next read withdraws.
  var rowReadFailureMark: Int?

  /// A presenter of `store`'s items, which selects the task `focus` names after each change.
  public init(
    store: TodoStore, cycle: UpdateCycle, focus: TodoListFocus = TodoListFocus(),
    pageSize: Int = 100
  ) {
    self.store = store
    self.cycle = cycle
    self.focus = focus
    let pager = TodoPager(
      summary: TodoListSummary(today: store.calendar.today, counts: [:], openCount: 0),
      pageSize: pageSize)
    reader = TodoPageReader(store: store, pager: pager)
  }

  /// Starts following the database and the date (once; later calls do nothing): a new day
  /// recomputes the sections and the relative dates without a write.
  public func start() {
    guard summaryWatch == nil, lockWait == nil else { return }
    connectReader()
    if store.database.isWaitingForLock {
      lockWait = TodoLockWait(
        database: store.database, clock: store.externalChanges.clock,
        show: { [weak self] message in self?.view?.showFileMessage(message) },
        opened: { [weak self] in
          self?.lockWait = nil
          self?.observe()
          self?.onFileOpened?()
        })
    } else {
      observe()
    }
    writeNotices = TodoWriteNoticeBoard(
      status: store.writeStatus, cycle: cycle, clock: store.externalChanges.clock,
      show: { [weak self] notice in self?.view?.showNotice(notice) },
      marksChanged: { [weak self] in self?.view?.reloadData() })
    // A damaged file stays said for the session, whichever list shows it.
    if reportedNotices.contains(.damagedFile) { writeNotices?.note(.damagedFile) }
    dayWatch = TodoDayWatch(calendar: store.calendar, clock: store.externalChanges.clock) {
      [weak self] _ in
      guard let self, lockWait == nil else { return }
      summaryWatch?.cancel()
      observe()
    }
  }

  /// Stops following the database and the date.
  public func stop() {
    summaryWatch?.cancel()
    summaryWatch = nil
    dayWatch?.cancel()
    dayWatch = nil
    lockWait?.cancel()
    lockWait = nil
    writeNotices?.cancel()
    writeNotices = nil
    endWaitsForSummary()
  }

  /// Follows the summary, read off the main actor: until the first comes, the list says it is
  /// reading, not that it is empty. A file that cannot be opened at all is told in an alert, as
  /// when opening it at launch failed.
  private func observe() {
    if !hasSummary { view?.showFileMessage(Self.reading) }
    do {
      summaryWatch = try TodoWatch(
        clock: store.externalChanges.clock,
        observe: { [store, cycle] onError, onChange throws(TodoStoreError) in
          try store.observeSummary(cycle: cycle, onError: onError, onChange: onChange)
        },
        onError: { [weak self] in self?.readFailed($0) },
        onChange: { [weak self] in self?.show($0) })
    } catch {
      delegate?.todoListPresenter(self, didFailWith: error)
    }
  }

  public func didChooseRow(_ row: Int, inSection section: Int) {
    guard let item = item(row, inSection: section) else { return }
    open(item.id)
  }

  public func didToggleRow(_ row: Int, inSection section: Int) {
    guard let item = item(row, inSection: section) else { return }
    store.enqueueToggleDone(of: item)
  }

  public func didAskToDeleteRow(_ row: Int, inSection section: Int) {
    deleteRow(row, inSection: section)
  }

  public func didDismissNotice() {
    writeNotices?.dismiss()
  }

  /// The last deletion asked for: the confirmation, then the delete. For whoever must wait
  /// for it, as a form's submission.
  public private(set) var currentDeletion: Task<Void, Never>?

  /// Asks the delegate to confirm, then deletes the row's item; the returned task (also
  /// ``currentDeletion``) ends when both are done. Nil when there is no such row.
  @discardableResult
  public func deleteRow(_ row: Int, inSection section: Int) -> Task<Void, Never>? {
    guard let item = item(row, inSection: section), let delegate else { return nil }
    let deletion = Task.tracked { [weak self] in
      guard let self,
        await delegate.todoListPresenter(self, confirmDeletionOf: item.title)
      else { return }
      store.enqueueDelete(of: item)
    }
    currentDeletion = deletion
    return deletion
  }

  /// Shows a new state of the database. The selection follows its task, not its place: the
  /// task an editor just added or changed (once the list has it), else the one selected
  /// before, found again wherever it moved (a new due day, a row inserted above it elsewhere);
  /// a task gone leaves the selection where it was, on its neighbour.
  ///
  /// Where the task is now is read off the main actor, and applied when it comes: the task an
  /// editor asked for at once, the one selected before only while the user has not moved the
  /// selection meanwhile.
  private func show(_ summary: TodoListSummary) {
    if !hasSummary { view?.showFileMessage(nil) }
    hasSummary = true
    endWaitsForSummary()
    let selected = selectedItemID()
    readSucceeded()
    reader.reset(to: summary)
    sections = summary.visibleSections
    view?.reloadData()
    let wanted = focus.wanted
    var ids = [wanted, selected].compactMap { $0 }
    if ids.count == 2, ids[0] == ids[1] { ids.removeLast() }
    guard !ids.isEmpty else { return }
    let shown = view?.selectedIndex
    reader.locate(ids) { [weak self] id, section, row in
      guard let self, let section = sections.firstIndex(of: section) else { return }
      if id == wanted {
        focus.forget(id)
      } else if view?.selectedIndex != shown {
        return  // The user moved on meanwhile: the selection is theirs.
      }
      select(TodoListIndex(row: row, section: section))
    }
  }

  private func select(_ index: TodoListIndex) {
    guard index != view?.selectedIndex else { return }
    view?.selectRow(at: index)
  }

  /// The selected task, from the rows in memory (the selection is on screen, so its row is
  /// held, or shown as it was before a change not read yet): the database may already hold the
  /// next state.
  private func selectedItemID() -> TodoItem.ID? {
    guard let selected = view?.selectedIndex, sections.indices.contains(selected.section) else {
      return nil
    }
    return pager.shownItem(in: sections[selected.section], at: selected.row)?.id
  }

  /// The task of a row the user acts on; nil (and a word why, at every key) for a row that
  /// does not decode, nil for a row not read yet ("Loading…": no task to act on). A row shown
  /// as it was before a change is acted on as shown: a key pressed right after another's write
  /// is for the task the user sees, and a toggle writes the flip of what the row showed.
  private func item(_ row: Int, inSection section: Int) -> TodoItem? {
    let entry: TodoPageEntry
    switch lookup(row, inSection: section) {
    case .held(let held), .notHeld(_, let held?): entry = held
    case .notHeld(_, nil), .none: return nil
    }
    guard let item = entry.item else {
      delegate?.todoListPresenter(self, didFailWith: TodoListNotice.unreadableTaskAction)
      return nil
    }
    return item
  }
}
