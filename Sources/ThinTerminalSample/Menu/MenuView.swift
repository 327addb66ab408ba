import Foundation
import ThinKit
import ThinTerminal

/// What the menu view tells about the user's choice.
@MainActor
protocol MenuViewDelegate: AnyObject {
  /// The user chose the item at `index` of ``MenuView/items``.
  func menuView(_ menuView: MenuView, didChooseItemAt index: Int)
}

/// The menu's root view: a line on what the sample shows and the list of screens (the stack
/// shows the key hints). It defines the model it shows (``Item``) and reports choices to its delegate.
final class MenuView: ScreenView, ListViewDataSource, ListViewDelegate {
  /// One row: a screen's title and what it shows.
  struct Item: Hashable, Sendable {
    var title: String
    var summary: String
  }

  var items: [Item] = [] {
    didSet { list.reloadData() }
  }

  weak var delegate: (any MenuViewDelegate)?

  private let heading = Label(text: "ThinTerminal's views and controllers, one screen each.")
  private let list = ListView()

  override init(theme: SampleTheme) {
    super.init(theme: theme)
    heading.textAlignment = .center
    list.dataSource = self
    list.delegate = self
    for subview in [heading, list] { addSubview(subview) }
  }

  /// The list takes focus when the screen shows, so arrows and Enter work at once.
  override func didMoveToWindow() {
    if window != nil { list.becomeFirstResponder() }
  }

  override func layoutSubviews() {
    let width = min(bounds.width - 4, 64)
    let x = (bounds.width - width) / 2
    heading.frame = Rect(x: x, y: 1, width: width, height: 1)
    list.frame = Rect(x: x, y: 3, width: width, height: min(items.count, max(0, bounds.height - 6)))
  }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
    -> ListContentConfiguration
  {
    let item = items[indexPath.row]
    return ListContentConfiguration(
      text: item.title, secondaryText: item.summary, accessory: .disclosureIndicator)
  }

  func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath) {
    delegate?.menuView(self, didChooseItemAt: indexPath.row)
  }
}
