import ThinKit

/// A rectangle of cells that draws itself and its subviews and responds to events, as `UIView`.
///
/// Frames are in cells of the superview's coordinate space; a nil ``backgroundColor`` is
/// transparent. Subclasses draw in ``draw(in:)`` and place subviews in ``layoutSubviews()``.
/// Colors come from ``theme``, inherited down the tree like `tintColor`.
@MainActor
open class View: Responder {
  /// The view's rectangle in its superview's coordinates.
  public var frame: Rect {
    didSet {
      guard frame != oldValue else { return }
      if frame.size != oldValue.size { setNeedsLayout() }
      setNeedsDisplay()
    }
  }

  /// The view's own coordinate space: its size at the origin. Setting it resizes the view.
  public var bounds: Rect {
    get { Rect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The fill behind the view's content; nil is transparent (or the view's theme color, see
  /// ``defaultBackgroundColor``). Animatable; a highlight behavior animates it.
  public var backgroundColor: Color? {
    didSet { if backgroundColor != oldValue { backgroundDidChange() } }
  }

  /// How the view is moved and scaled when drawn; hit testing uses it too. Animatable.
  public var transform: Transform = .identity {
    didSet { if transform != oldValue { transformDidChange(from: oldValue) } }
  }

  /// A hidden view draws nothing, receives no events and gives up focus.
  public var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      if isHidden { resignFirstResponderInSubtree() }
      // A container that skips hidden views (a stack view) lays out again.
      superview?.setNeedsLayout()
      setNeedsDisplay()
    }
  }

  /// Whether hit testing may find this view and its subviews.
  public var isUserInteractionEnabled = true

  /// Whether subviews are clipped to this view's bounds when drawn.
  public var clipsToBounds = false {
    didSet { setNeedsDisplay() }
  }

  /// A number to find the view by, as `UIView.tag`.
  public var tag = 0

  /// The subviews, back to front.
  public internal(set) var subviews: [View] = []

  /// The view this one is a subview of.
  public internal(set) weak var superview: View?

  /// The controller whose root view this is (UIKit's private `_viewDelegate`): next responder.
  weak var owningViewController: ViewController?

  var needsLayout = true
  var themeOverride: Theme?
  var layer = AnimationLayer(values: View.restingValues)
  var animationCompletions: [AnimationID: AnimationTransaction] = [:]

  public init(frame: Rect = .zero) {
    self.frame = frame
    super.init()
    // Subclasses' stored properties are set by now, so their state colors can be read.
    updateDefaultBackgroundColor(animated: false)
  }

  /// The view controller if this is its root view, else the superview.
  override open var next: Responder? { owningViewController ?? superview }

  /// The window this view is in, if any.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current as? Window { return window }
      view = current.superview
    }
    return nil
  }

  /// The theme this view draws with: its own if set, else its superview's (the standard theme
  /// at the top). Assign nil to inherit again, as with `tintColor`.
  public var theme: Theme! {
    get { themeOverride ?? superview?.theme ?? .standard }
    set {
      themeOverride = newValue
      themeHierarchyDidChange()
    }
  }

  /// The symbols this view draws its ``Glyph``s with: its window's, as a trait collection is,
  /// and Unicode outside a window.
  open var glyphSet: GlyphSet { window?.glyphSet ?? .unicode }

  /// The text that draws `glyph` in this view's ``glyphSet``, as `UIImage(named:)` finds an
  /// asset by name.
  public func symbol(for glyph: Glyph) -> String { glyphSet.symbol(for: glyph) }

  /// True when the terminal shows no color (`NO_COLOR`), as iOS's Differentiate Without Color
  /// setting: a view that shows a state only by color (a selected row's background) adds an
  /// attribute such as inverse. Its window's, and false outside a window.
  open var shouldDifferentiateWithoutColor: Bool {
    window?.shouldDifferentiateWithoutColor ?? false
  }

  /// Called when ``theme`` changes (set here or above, or the view moved), as
  /// `tintColorDidChange()`. Refresh anything derived from the theme.
  open func themeDidChange() {}

  /// The background drawn while ``View/backgroundColor`` is nil: a theme color (the window's,
  /// the bar's, a switch's on or off color). None for a plain view. A view whose color depends
  /// on its state calls ``View/updateDefaultBackgroundColor(animated:)`` when the state changes. Focus
  /// and press highlights are not drawn this way: ThinKit's `HighlightBehavior` animates them
  /// (see ``Control/highlightBehavior``).
  open var defaultBackgroundColor: Color? { nil }

  /// Draws the view's content. The background is already filled; subviews draw afterwards.
  open func draw(in context: inout DrawingContext) {}

  /// Called before the view moves to `newSuperview` (nil: removed).
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the view moved to a new superview (or was removed).
  open func didMoveToSuperview() {}
  /// Called before the view (or an ancestor) moves to `newWindow` (nil: leaves its window).
  open func willMove(toWindow newWindow: Window?) {}
  /// Called after the view (or an ancestor) entered or left a window.
  open func didMoveToWindow() {}
  /// Called after `subview` was added.
  open func didAddSubview(_ subview: View) {}
  /// Called before `subview` is removed.
  open func willRemoveSubview(_ subview: View) {}

  /// Places the subviews. Called by ``View/layoutIfNeeded()`` after ``View/setNeedsLayout()`` (a
  /// size change or a new subview sets it); the default does nothing.
  open func layoutSubviews() {}

  /// The size that best fits the content within `size`. The default keeps the current size.
  open func sizeThatFits(_ size: Size) -> Size { frame.size }

  /// The deepest visible, interactive view that contains `point` (in this view's coordinates),
  /// front to back, or nil when the point is outside.
  open func hitTest(_ point: Point) -> View? { defaultHitTest(point) }

  /// Whether `point` (in this view's coordinates) is inside the view.
  open func point(inside point: Point) -> Bool { bounds.contains(point) }

  /// Whether a click focuses the view when it can become first responder. Fields and lists do;
  /// buttons and switches do not, so that clicking LOG IN does not end editing (as on iOS).
  open var focusesOnClick: Bool { true }

  /// Where the text cursor should show (in this view's coordinates) while this view is first
  /// responder, as `UITextInput.caretRect(for:)`; nil hides it.
  open var caretPosition: Point? { nil }

  override open var isFirstResponder: Bool { window?.firstResponder === self }

  /// Takes focus from the window's current first responder, which must agree to resign. Fails
  /// when the view cannot become first responder, is hidden, or is not in a window.
  @discardableResult
  override open func becomeFirstResponder() -> Bool { takeFirstResponder() }

  /// Gives focus up, unless ``Responder/canResignFirstResponder`` refuses.
  @discardableResult
  override open func resignFirstResponder() -> Bool { giveUpFirstResponder() }

  /// Asks for a new frame: changes made in one turn of the run loop are drawn once.
  public func setNeedsDisplay() {
    window?.contentDidChange()
  }

  /// Whether the view and every ancestor are visible.
  var isVisibleInHierarchy: Bool {
    var view: View? = self
    while let current = view {
      if current.isHidden { return false }
      view = current.superview
    }
    return true
  }

  /// Called before `subview` leaves this view (removed, or moved to another superview), ahead
  /// of ``willRemoveSubview(_:)`` and whether or not a subclass overrides that: a container
  /// forgets what it keeps about the subview (a stack view's arranged list).
  func subviewWillDetach(_ subview: View) {}

  /// Called before the view (or an ancestor) moves to another window or leaves its window,
  /// ahead of ``willMove(toWindow:)`` and whether or not a subclass overrides that: ends what
  /// only makes sense in the old window (a control's press in progress).
  func windowWillChange() {}

  func themeHierarchyDidChange() {
    updateDefaultBackgroundColor(animated: false)
    themeDidChange()
    setNeedsDisplay()
    for subview in subviews where subview.themeOverride == nil {
      subview.themeHierarchyDidChange()
    }
  }
}

extension View: Focusable {}
