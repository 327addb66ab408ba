import ThinKit

/// Keeps a screen's bar style in step with the number of open items, whoever changes it.
///
/// Like the list, it is connected by its screen's scene (``view``) and starts following the
/// database on ``start()``, when its screen first appears.
@MainActor
public final class TodoBarPresenter {
  /// The bar it styles, connected by the scene.
  public weak var view: (any TodoBarDisplaying)?
  private let store: TodoStore
  private let cycle: UpdateCycle
  private var watch: TodoWatch<Int>?

  public init(store: TodoStore, cycle: UpdateCycle) {
    self.store = store
    self.cycle = cycle
  }

  /// Starts following the open count (once; later calls do nothing), showing the count last
  /// read meanwhile. A failed read leaves the bar as it is until a read succeeds: the list
  /// screen reports database errors.
  public func start() {
    guard watch == nil else { return }
    if let count = store.lastOpenCount { view?.barStyle = TodoBarStyle(openCount: count) }
    watch = try? TodoWatch(
      clock: store.externalChanges.clock,
      observe: { [store, cycle] onError, onChange throws(TodoStoreError) in
        try store.observeOpenCount(cycle: cycle, onError: onError, onChange: onChange)
      },
      onError: { _ in },
      onChange: { [weak self] count in self?.view?.barStyle = TodoBarStyle(openCount: count) })
  }

  /// Stops following the open count.
  public func stop() {
    watch?.cancel()
    watch = nil
  }
}
