import ThinKit
import ThinTerminal

/// The launcher screen: routes the chosen app's first screen onto the navigation stack.
public final class LauncherViewController: ViewController, LauncherViewDelegate {
  private let entries: [DemoEntry]

  public init(entries: [DemoEntry]) {
    self.entries = entries
    super.init()
  }

  public func launcherView(_ launcherView: LauncherView, didChooseItemAt index: Int) {
    do {
      let controller = try entries[index].rootViewController()
      navigationController?.pushViewController(controller, animated: true)
    } catch {
      displayError(error)
    }
  }
}
