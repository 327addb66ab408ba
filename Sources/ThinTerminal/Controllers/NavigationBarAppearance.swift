import ThinKit

/// How the navigation bar looks while one screen is on top, as `UINavigationBarAppearance`
/// given to a `UINavigationItem`'s `standardAppearance`. Each color left nil keeps the bar's
/// own (``NavigationBar/barTintColor`` and friends, else the theme's).
public struct NavigationBarAppearance: Hashable, Sendable {
  /// The bar's background.
  public var backgroundColor: Color?
  /// The title's color (UIKit's `titleTextAttributes[.foregroundColor]`).
  public var titleTextColor: Color?
  /// The bar buttons' color (UIKit's `buttonAppearance`).
  public var tintColor: Color?

  public init(backgroundColor: Color? = nil, titleTextColor: Color? = nil, tintColor: Color? = nil)
  {
    self.backgroundColor = backgroundColor
    self.titleTextColor = titleTextColor
    self.tintColor = tintColor
  }
}
