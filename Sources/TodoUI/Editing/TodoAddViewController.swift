import ThinTerminal
import Todo

/// The Add sheet's screen, the root of its own navigation stack whose Cancel/Done spec calls
/// ``cancel()`` and ``done()``.
public final class TodoAddViewController: ViewController {
  private let presenter: TodoAddPresenter

  public init(presenter: TodoAddPresenter) {
    self.presenter = presenter
    super.init()
  }

  override public func viewWillAppear(_ animated: Bool) {
    presenter.start()
  }

  /// Saves the new item and closes the sheet; a refused draft keeps the sheet open.
  public func done() {
    if presenter.save() { close() }
  }

  /// Closes the sheet, saving nothing.
  public func cancel() {
    close()
  }

  private func close() {
    dismiss(animated: true)
  }
}
