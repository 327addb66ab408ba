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
  private var shortcuts: [(item: BarButtonItem, keys: [KeyPress], label: String)] = []
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

  /// The shortcuts of the enabled items, as commands the navigation controller answers: the
  /// item's key equivalent first ("+" for Add), then Alt and the underlined character in
  /// either case (Shift may be held to type it).
  var itemCommands: [KeyCommand] {
    shortcuts.filter { $0.item.isEnabled }.map { shortcut in
      let name = shortcut.item.accessibilityLabel ?? shortcut.item.title
      return KeyCommand(shortcut.keys, title: name.lowercased(), keyLabel: shortcut.label) {
        [weak item = shortcut.item] _ in item?.primaryAction?()
      }
    }
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
      let backTitle = backItem?.backButtonTitle ?? "Back"
      let back = BarButtonView(
        title: symbol(for: .backIndicator) + " " + backTitle, label: backTitle, name: "back",
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
    var keys = item.keyEquivalent.map { [$0] } ?? []
    if let (index, character) = item.title.enumerated().first(where: { _, character in
      !character.isWhitespace && !used.contains(Character(character.lowercased()))
    }) {
      let lowered = Character(character.lowercased())
      used.insert(lowered)
      shortcutIndex = index
      // The capital first: where a nearer handler took the key equivalent (a form's Esc), the
      // hints name the first key left, and so name it as the bar does ("Alt-C").
      let alt = KeyPress.inEitherCase(lowered, with: .alt)
      keys +=
        alt.filter { $0.key != .character(lowered) } + alt.filter { $0.key == .character(lowered) }
    }
    if let first = keys.first {
      let label = item.keyEquivalent?.description ?? "Alt-" + "\(first.key)".uppercased()
      shortcuts.append((item, keys, label))
    }
    let view = BarButtonView(
      title: item.title, label: item.title,
      name: (item.accessibilityLabel ?? item.title).lowercased(),
      isBold: item.style == .done, shortcutIndex: shortcutIndex
    ) { [weak item] in item?.primaryAction?() }
    view.isEnabled = item.isEnabled
    addSubview(view)
    return view
  }
}
