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

  private let store: TodoStore
  private let cycle: UpdateCycle
  private let pager: TodoPager
  private var observation: TodoObservation?
  private var sections: [TodoSection] = []

  public init(store: TodoStore, cycle: UpdateCycle, pageSize: Int = 100) {
    self.store = store
    self.cycle = cycle
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
        cycle: cycle, onError: { [weak self] in self?.fail($0) },
        onChange: { [weak self] in self?.show($0) })
    } catch {
      fail(error)
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
    delegate?.todoListPresenter(self, didChooseItem: item.id)
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

  /// Asks the delegate to confirm, then deletes the row's item; the returned task (also
  /// ``currentDeletion``) ends when both are done. Nil when there is no such row.
  @discardableResult
  public func deleteRow(_ row: Int, inSection section: Int) -> Task<Void, Never>? {
    guard let item = item(row, inSection: section), let delegate else { return nil }
    let deletion = Task { [weak self] in
      guard let self,
        await delegate.todoListPresenter(self, confirmDeletionOf: item.title)
      else { return }
      perform { store in try store.delete(id: item.id) }
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
      fail(error)
      return nil
    }
  }

  private func perform(_ write: (TodoStore) throws -> Bool) {
    do {
      _ = try write(store)
    } catch {
      fail(error)
    }
  }

  private func fail(_ error: any Error) {
    delegate?.todoListPresenter(self, didFailWith: error)
  }
}
