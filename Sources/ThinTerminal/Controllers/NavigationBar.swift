import ThinKit

/// The bar at the top of a navigation controller, as `UINavigationBar`: "‹ Back" (Esc) and the
/// left items, the top item's title in the middle, the right items at the trailing edge.
///
/// Every item has a keyboard shortcut (see ``BarButtonItem``); clicks press items too.
@MainActor
open class NavigationBar: View {
  /// The bar's background; nil uses the theme's bar background.
  public var barTintColor: Color? {
    didSet { updateDefaultBackgroundColor(animated: false) }
  }

  /// The title's color; nil uses the theme's bar title color.
  public var titleTextColor: Color? {
    didSet { setNeedsDisplay() }
  }

  /// The items' color; nil uses the theme's tint.
  public var tintColor: Color? {
    didSet { setNeedsDisplay() }
  }

  /// The item on top (title, buttons) and the one under it (back button title).
  var topItem: NavigationItem?
  var backItem: NavigationItem?
  var showsBackButton = false
  var backAction: (@MainActor () -> Void)?
  private var shortcuts: [(key: KeyPress, isGenerated: Bool, item: BarButtonItem)] = []
  private var titleArea = Rect.zero
  private var leftButtons: [BarButtonView] = []
  private var rightButtons: [BarButtonView] = []

  override public init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// The top item's appearance first, then the bar's own color, then the theme's.
  override open var defaultBackgroundColor: Color? {
    topItem?.standardAppearance?.backgroundColor ?? barTintColor ?? theme.barBackground
  }

  /// The bar buttons' color: the top item's appearance first, then ``tintColor``.
  var effectiveTintColor: Color? { topItem?.standardAppearance?.tintColor ?? tintColor }

  override open func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: 1)
  }

  /// Presses the item whose shortcut `press` is; false when none matches.
  func performShortcut(for press: KeyPress) -> Bool {
    for shortcut in shortcuts where shortcut.item.isEnabled && matches(press, shortcut) {
      shortcut.item.primaryAction?()
      return true
    }
    return false
  }

  /// Rebuilds the buttons and their shortcuts from the items, and takes the top item's look.
  func reloadItems() {
    updateDefaultBackgroundColor(animated: false)
    setNeedsDisplay()
    for view in subviews { view.removeFromSuperview() }
    shortcuts = []
    leftButtons = []
    rightButtons = []
    guard let item = topItem else { return }
    var used = Set<Character>()
    let showsLeftItems = item.leftBarButtonItems.isEmpty || item.leftItemsSupplementBackButton
    if showsBackButton, !item.hidesBackButton, showsLeftItems {
      let back = BarButtonView(
        title: symbol(for: .backIndicator) + " " + (backItem?.backButtonTitle ?? "Back"),
        isBold: false, shortcutIndex: nil
      ) { [weak self] in self?.backAction?() }
      addSubview(back)
      leftButtons.append(back)
    }
    leftButtons += item.leftBarButtonItems.map { makeButton(for: $0, used: &used) }
    rightButtons = item.rightBarButtonItems.map { makeButton(for: $0, used: &used) }
  }

  /// Places the buttons: left ones from the leading edge, right ones against the trailing
  /// edge, two cells apart; the title gets the room between.
  override open func layoutSubviews() {
    var left = 1
    for button in leftButtons {
      button.frame.origin = Point(x: left, y: 0)
      left = button.frame.maxX + 2
    }
    var right = bounds.width - 1
    for button in rightButtons.reversed() {
      button.frame.origin = Point(x: right - button.frame.width, y: 0)
      right = button.frame.minX - 2
    }
    titleArea = Rect(x: left, y: 0, width: max(0, right - left + 1), height: 1)
  }

  /// The title, centred in the bar if it fits between the buttons, else in the room left.
  override open func draw(in context: inout DrawingContext) {
    guard let title = topItem?.title, !title.isEmpty else { return }
    let shown = TextLayout.truncated(
      title, width: titleArea.width, ellipsis: symbol(for: .ellipsis))
    let width = TextWidth.columns(of: shown)
    var x = (context.size.width - width) / 2
    if x < titleArea.minX || x + width > titleArea.maxX {
      x = titleArea.minX + (titleArea.width - width) / 2
    }
    context.draw(
      shown, at: Point(x: x, y: 0),
      foreground: topItem?.standardAppearance?.titleTextColor ?? titleTextColor ?? theme.barTitle,
      style: .bold)
  }

  private func makeButton(for item: BarButtonItem, used: inout Set<Character>) -> BarButtonView {
    item.changeHandler = { [weak self] in self?.reloadItems() }
    var shortcutIndex: Int?
    if let key = item.keyEquivalent { shortcuts.append((key, false, item)) }
    if let (index, character) = item.title.enumerated().first(where: { _, character in
      !character.isWhitespace && !used.contains(Character(character.lowercased()))
    }) {
      let lowered = Character(character.lowercased())
      used.insert(lowered)
      shortcutIndex = index
      shortcuts.append((KeyPress(.character(lowered), modifiers: .alt), true, item))
    }
    let view = BarButtonView(
      title: item.title, isBold: item.style == .done, shortcutIndex: shortcutIndex
    ) { [weak item] in item?.primaryAction?() }
    view.isEnabled = item.isEnabled
    addSubview(view)
    return view
  }

  /// Explicit shortcuts match exactly; generated ones match Alt and the character in either
  /// case (Shift may be held to type it).
  private func matches(
    _ press: KeyPress, _ shortcut: (key: KeyPress, isGenerated: Bool, item: BarButtonItem)
  ) -> Bool {
    guard shortcut.isGenerated else { return press == shortcut.key }
    guard press.modifiers.subtracting(.shift) == .alt, case .character(let typed) = press.key,
      case .character(let expected) = shortcut.key.key
    else { return false }
    return typed.lowercased() == expected.lowercased()
  }
}
