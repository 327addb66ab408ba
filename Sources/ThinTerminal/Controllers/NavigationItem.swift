import ThinKit

/// What a navigation bar shows for one controller, as `UINavigationItem`: a title, bar
/// buttons on each side and the title of the back button that returns to it.
///
/// It is ThinKit's `NavigationItemRepresenting`: a navigation spec sets its buttons (see
/// ``NavigationController/navigationSpec``).
@MainActor
public final class NavigationItem {
  public var title: String? {
    didSet { changeHandler?() }
  }

  /// Buttons at the leading edge; they replace the back button unless
  /// ``leftItemsSupplementBackButton``.
  public var leftBarButtonItems: [BarButtonItem] = [] {
    didSet { changeHandler?() }
  }

  /// Buttons at the trailing edge, leftmost first.
  public var rightBarButtonItems: [BarButtonItem] = [] {
    didSet { changeHandler?() }
  }

  /// The back button's title on the screen pushed over this one ("Back" when nil).
  public var backButtonTitle: String? {
    didSet { changeHandler?() }
  }

  public var hidesBackButton = false {
    didSet { changeHandler?() }
  }

  /// What going back from this screen does, as UIKit's `backAction`: when set, the back
  /// button and Esc call it instead of popping, and it pops when it decides to (a screen that
  /// first saves, or stays while something cannot be saved).
  public var backAction: (@MainActor () -> Void)?

  /// The bar's look while this item is on top (a screen whose bar says something, such as a
  /// warning color); nil keeps the bar's own.
  public var standardAppearance: NavigationBarAppearance? {
    didSet { changeHandler?() }
  }

  /// Shows the left items after the back button instead of replacing it.
  public var leftItemsSupplementBackButton = false {
    didSet { changeHandler?() }
  }

  /// The bar showing this item, told of every change.
  var changeHandler: (@MainActor () -> Void)?

  public init(title: String? = nil) {
    self.title = title
  }

  /// The single leading button.
  public var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems.first }
    set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
  }

  /// The single trailing button.
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems.first }
    set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
  }
}

extension NavigationItem: NavigationItemRepresenting {
  /// Replaces the buttons on one side with items that show a navigation spec's buttons and
  /// perform them when pressed (clicked, or through their shortcut).
  public func setBarButtons(_ buttons: [BarButton], at position: BarButtonPosition) {
    let items = buttons.map(BarButtonItem.init)
    switch position {
    case .left: leftBarButtonItems = items
    case .right: rightBarButtonItems = items
    }
  }
}
