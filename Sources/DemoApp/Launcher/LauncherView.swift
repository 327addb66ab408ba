import Foundation
import ThinKit
import ThinTerminal

/// What the launcher view tells about the user's choice.
@MainActor
public protocol LauncherViewDelegate: AnyObject {
  /// The user chose the app at `index` of ``LauncherView/items``.
  func launcherView(_ launcherView: LauncherView, didChooseItemAt index: Int)
}

/// The launcher screen's root view: a line on what the apps show and the list of demo apps
/// (the stack shows the key hints).
///
/// It defines the model it shows (``Item``) and reports choices to its delegate; it knows
/// nothing of how an app is built.
public final class LauncherView: View, LauncherDisplaying, ListViewDataSource, ListViewDelegate {
  /// One row: an app's title and the idea it shows.
  public struct Item: Hashable, Sendable {
    public var title: String
    public var summary: String

    public init(title: String, summary: String) {
      self.title = title
      self.summary = summary
    }
  }

  public var items: [Item] = [] {
    didSet { list.reloadData() }
  }

  public weak var delegate: (any LauncherViewDelegate)?

  private let heading = Label(text: "Each app keeps its view controllers thin in its own way.")
  private let list = ListView()

  override public init(frame: Rect = .zero) {
    super.init(frame: frame)
    heading.textAlignment = .center
    list.dataSource = self
    list.delegate = self
    for subview in [heading, list] { addSubview(subview) }
  }

  /// The list takes focus when the screen shows, so arrows and Enter work at once.
  override public func didMoveToWindow() {
    if window != nil { list.becomeFirstResponder() }
  }

  override public func layoutSubviews() {
    let width = min(bounds.width - 4, 72)
    let x = (bounds.width - width) / 2
    heading.frame = Rect(x: x, y: 1, width: width, height: 1)
    list.frame = Rect(x: x, y: 3, width: width, height: max(0, bounds.height - 4))
  }

  public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  public func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
    -> ListContentConfiguration
  {
    let item = items[indexPath.row]
    return ListContentConfiguration(
      text: item.title, secondaryText: item.summary, accessory: .disclosureIndicator)
  }

  public func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath) {
    delegate?.launcherView(self, didChooseItemAt: indexPath.row)
  }
}
