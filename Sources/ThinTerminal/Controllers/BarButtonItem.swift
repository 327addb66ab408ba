import ThinKit

/// A button in a navigation bar, as `UIBarButtonItem`: a title or a system item, and an action.
///
/// Each shown item gets a keyboard shortcut: Alt and the first character of its title that no
/// other item of the bar uses, drawn underlined ("Alt-D" for "Done", "Alt-+" for Add); an item
/// with a ``keyEquivalent`` answers to that key as well. The Add system item's key equivalent
/// is a plain "+", which reaches the bar whenever the focused view does not type it; the
/// Cancel system item's is Esc, so that a sheet with Cancel in its bar closes on Esc wherever
/// its focus is (a focused view that answers Esc itself comes first).
@MainActor
public final class BarButtonItem {
  /// The standard items, as `UIBarButtonItem.SystemItem`: ThinKit's `BarButtonSystemItem`,
  /// which navigation specs use too, so that both name and title them the same way.
  public typealias SystemItem = BarButtonSystemItem

  /// `.done` draws the title in bold, as UIKit's prominent style.
  public enum Style: Hashable, Sendable {
    case plain
    case done
  }

  public var title: String {
    didSet { changeHandler?() }
  }

  public var style: Style {
    didSet { changeHandler?() }
  }

  /// A disabled item draws dimmed and ignores clicks and its shortcut.
  public var isEnabled = true {
    didSet { changeHandler?() }
  }

  /// A shortcut that presses the item, besides the Alt shortcut the bar picks.
  public var keyEquivalent: KeyPress? {
    didSet { changeHandler?() }
  }

  /// The item in words, as UIKit's `accessibilityLabel`: what its key hint says when the
  /// title is a symbol ("add" for "+"); nil uses the title.
  public var accessibilityLabel: String?

  /// What the item does when pressed.
  public var primaryAction: (@MainActor () -> Void)?

  var changeHandler: (@MainActor () -> Void)?

  public init(
    title: String, style: Style = .plain, primaryAction: (@MainActor () -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.primaryAction = primaryAction
  }

  /// A standard item; `.done` and `.save` are bold.
  public convenience init(systemItem: SystemItem, primaryAction: (@MainActor () -> Void)? = nil) {
    let prominent = systemItem == .done || systemItem == .save
    self.init(
      title: systemItem.title, style: prominent ? .done : .plain, primaryAction: primaryAction)
    if systemItem == .add {
      keyEquivalent = KeyPress(.character("+"))
      accessibilityLabel = "Add"
    } else if systemItem == .cancel {
      keyEquivalent = KeyPress(.escape)
    }
  }
}

extension BarButtonItem {
  /// An item that shows a navigation spec's button and performs it when pressed: a standard
  /// item for a system button, a plain one for a title.
  public convenience init(_ button: BarButton) {
    switch button.content {
    case .system(let item): self.init(systemItem: item) { button.perform() }
    case .title(let title): self.init(title: title) { button.perform() }
    }
  }
}
