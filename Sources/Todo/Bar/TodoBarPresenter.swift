import ThinKit

/// Keeps a screen's bar style in step with the number of open items, whoever changes it.
///
/// Like the list, it starts following the database on ``start()``, when its screen appears.
@MainActor
public final class TodoBarPresenter {
  private let store: TodoStore
  private let cycle: UpdateCycle
  private weak var view: (any TodoBarDisplaying)?
  private var observation: TodoObservation?

  public init(
    store: TodoStore, cycle: UpdateCycle,
    view: any TodoBarDisplaying
  ) {
    self.store = store
    self.cycle = cycle
    self.view = view
  }

  /// Starts following the open count (once; later calls do nothing). A failure leaves the
  /// bar as it is: the list screen reports database errors.
  public func start() {
    guard observation == nil else { return }
    observation = try? store.observeOpenCount(
      cycle: cycle, onError: { _ in },
      onChange: { [weak self] count in self?.view?.barStyle = TodoBarStyle(openCount: count) })
  }
}
