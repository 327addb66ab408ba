import ThinKit

/// Runs the list screen: follows the database live, pages its rows in, and turns the view's
/// events into writes. It never knows what opening a row shows: ``onOpenItem`` does.
///
/// Observation starts with ``start()`` (when the screen appears), not when it is built, so
/// building and validating the container opens no database.
@MainActor
public final class TodoListPresenter: TodoListDataSource, TodoListViewDelegate {
  /// Opens the chosen item; set by whoever routes between screens.
  public var onOpenItem: (@MainActor (TodoItem.ID) -> Void)?

  private let store: TodoStore
  private let cycle: UpdateCycle
  private let pager: TodoPager
  private weak var view: (any TodoListDisplaying)?
  private var observation: TodoObservation?
  private var sections: [TodoSection] = []

  public init(
    store: TodoStore, cycle: UpdateCycle,
    view: any TodoListDisplaying, pageSize: Int = 100
  ) {
    self.store = store
    self.cycle = cycle
    self.view = view
    pager = TodoPager(
      store: store,
      summary: TodoListSummary(today: store.calendar.today, counts: [:], openCount: 0),
      pageSize: pageSize)
  }

  /// Starts following the database (once; later calls do nothing).
  public func start() {
    guard observation == nil else { return }
    do {
      observation = try store.observeSummary(
        cycle: cycle, onError: { [weak self] in self?.view?.display($0) },
        onChange: { [weak self] in self?.show($0) })
    } catch {
      view?.display(error)
    }
  }

  /// Stops following the database.
  public func stop() {
    observation?.cancel()
    observation = nil
  }

  /// The summary shown now.
  public var summary: TodoListSummary { pager.summary }

  /// Rows held in memory now: a few pages, however long the list.
  public var heldRowCount: Int { pager.heldRowCount }

  public var numberOfSections: Int { sections.count }

  public func title(ofSection section: Int) -> String {
    sections.indices.contains(section) ? sections[section].title : ""
  }

  public func numberOfRows(inSection section: Int) -> Int {
    sections.indices.contains(section) ? pager.summary.counts[sections[section], default: 0] : 0
  }

  public func row(_ row: Int, inSection section: Int) -> TodoRow {
    guard let item = item(row, inSection: section) else { return .unavailable }
    return TodoRow(item, today: pager.summary.today)
  }

  public func didChooseRow(_ row: Int, inSection section: Int) {
    guard let item = item(row, inSection: section) else { return }
    onOpenItem?(item.id)
  }

  public func didToggleRow(_ row: Int, inSection section: Int) {
    guard let item = item(row, inSection: section) else { return }
    perform { store in try store.toggleDone(id: item.id) }
  }

  public func didAskToDeleteRow(_ row: Int, inSection section: Int) {
    deleteRow(row, inSection: section)
  }

  /// The last deletion asked for: the confirmation, then the delete. For whoever must wait
  /// for it, as a form's submission.
  public private(set) var currentDeletion: Task<Void, Never>?

  /// Asks the view to confirm, then deletes the row's item; the returned task (also
  /// ``currentDeletion``) ends when both are done. Nil when there is no such row.
  @discardableResult
  public func deleteRow(_ row: Int, inSection section: Int) -> Task<Void, Never>? {
    guard let item = item(row, inSection: section), let view else { return nil }
    let deletion = Task { [weak self] in
      guard await view.confirmDeletion(of: item.title) else { return }
      self?.perform { store in try store.delete(id: item.id) }
    }
    currentDeletion = deletion
    return deletion
  }

  private func show(_ summary: TodoListSummary) {
    pager.reset(to: summary)
    sections = summary.visibleSections
    view?.reloadData()
  }

  private func item(_ row: Int, inSection section: Int) -> TodoItem? {
    guard sections.indices.contains(section) else { return nil }
    do {
      return try pager.item(in: sections[section], at: row)
    } catch {
      view?.display(error)
      return nil
    }
  }

  private func perform(_ write: (TodoStore) throws -> Bool) {
    do {
      _ = try write(store)
    } catch {
      view?.display(error)
    }
  }
}
