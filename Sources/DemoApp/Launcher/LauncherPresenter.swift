import ThinKit

/// What the launcher screen shows, as its presenter sees it.
@MainActor
public protocol LauncherDisplaying: AnyObject {
  /// The rows: each app's title and the idea it shows.
  var items: [LauncherView.Item] { get set }
}

/// Where the launcher's presenter sends the user's choice: its view controller, which routes.
@MainActor
public protocol LauncherPresenterDelegate: AnyObject {
  func launcherPresenter(_ presenter: LauncherPresenter, didChoose entry: DemoEntry)
}

/// Runs the launcher: lists the demo apps and turns a chosen row into the app to open.
@MainActor
public final class LauncherPresenter: LauncherViewDelegate {
  public weak var view: (any LauncherDisplaying)?
  public weak var delegate: (any LauncherPresenterDelegate)?
  private let entries: [DemoEntry]

  public init(entries: [DemoEntry] = DemoEntry.allCases) {
    self.entries = entries
  }

  /// Shows the apps.
  public func start() {
    view?.items = entries.map { LauncherView.Item(title: $0.title, summary: $0.summary) }
  }

  public func launcherView(_ launcherView: LauncherView, didChooseItemAt index: Int) {
    guard entries.indices.contains(index) else { return }
    delegate?.launcherPresenter(self, didChoose: entries[index])
  }
}
