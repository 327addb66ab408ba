import ThinKit

/// The root of the view tree, as `UIWindow`: shows the root view controller's view and the
/// screens presented over it, keeps the one first responder, and routes events.
///
/// Keys go to the first responder (or, with none, to the front-most screen's view) and up the
/// responder chain; what nothing handles reaches the window, which cycles focus on Tab and
/// Shift-Tab, ends editing on Esc and shows the keys in effect on `?` (its ``keyCommands``).
@MainActor
open class Window: View {
  /// The controller whose view fills the window.
  public var rootViewController: ViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      replaceRoot(oldValue, with: rootViewController)
    }
  }

  /// The application that runs this window.
  public internal(set) weak var application: Application?

  /// The view that receives keys first; nil when nothing has focus.
  public internal(set) weak var firstResponder: View? {
    didSet {
      guard firstResponder !== oldValue else { return }
      if firstResponder != nil { focusSetAside = nil }
      oldValue?.focusDidChange()
      firstResponder?.focusDidChange()
      // Focus handed from one view to another is one move, not a loss and a gain.
      if firstResponder != nil || !isHandingOverFocus {
        application?.post(.focusDidChange(firstResponder))
      }
    }
  }

  /// Whether focus is being taken from the first responder whatever it says (a screen
  /// presented over it, its screen leaving): a control then gives focus up without ending
  /// what it was doing (a due day half typed stays for when focus comes back).
  public internal(set) var isForcingResignation = false
  /// While the first responder resigns for another view to take focus.
  var isHandingOverFocus = false
  /// The first responder that lost focus for a moment, to get it back (see `focusHeldAside`).
  weak var focusSetAside: View?
  var presentationViews: [PresentationContainerView] = []
  private(set) var isVisible = false
  weak var touchedView: View?
  weak var keyboardPressedControl: Control?

  /// The application.
  override open var next: Responder? { application }

  /// The symbols every view in the window draws: the terminal's, set when the application
  /// starts on it. Changing it lays out and redraws every view, as symbols change widths.
  override open var glyphSet: GlyphSet {
    get { windowGlyphSet }
    set {
      guard newValue != windowGlyphSet else { return }
      windowGlyphSet = newValue
      invalidateTraits(of: self)
    }
  }

  private var windowGlyphSet = GlyphSet.unicode

  /// Whether views must show state without color: the terminal's, set when the application
  /// starts on it. Changing it redraws every view.
  override open var shouldDifferentiateWithoutColor: Bool {
    get { differentiatesWithoutColor }
    set {
      guard newValue != differentiatesWithoutColor else { return }
      differentiatesWithoutColor = newValue
      invalidateTraits(of: self)
    }
  }

  private var differentiatesWithoutColor = false

  private func invalidateTraits(of view: View) {
    view.setNeedsLayout()
    view.setNeedsDisplay()
    for subview in view.subviews { invalidateTraits(of: subview) }
  }

  /// The theme's screen background.
  override open var defaultBackgroundColor: Color? { theme.background }

  override open func layoutSubviews() {
    rootViewController?.viewIfLoaded?.frame = bounds
    for presentation in presentationViews { presentation.frame = bounds }
  }

  /// Tab and Shift-Tab move focus, Esc ends editing, `?` shows the keys in effect.
  override open var keyCommands: [KeyCommand] { windowKeyCommands }

  /// The controller whose screen is in front: the last one presented, else the root.
  public var frontmostViewController: ViewController? {
    presentationViews.last?.presentedViewController ?? rootViewController
  }

  /// Shows the root view controller, which appears (as `makeKeyAndVisible()`).
  func makeVisible() {
    guard !isVisible else { return }
    isVisible = true
    guard let root = rootViewController else { return }
    root.loadViewIfNeeded()
    root.beginAppearanceTransition(true, animated: false)
    install(root)
    root.endAppearanceTransition()
  }

  func contentDidChange() {
    application?.setNeedsDisplay()
  }

  private func replaceRoot(_ old: ViewController?, with new: ViewController?) {
    if let old {
      if isVisible { old.beginAppearanceTransition(false, animated: false) }
      old.viewIfLoaded?.removeFromSuperview()
      if isVisible { old.endAppearanceTransition() }
    }
    guard let new, isVisible else { return }
    new.loadViewIfNeeded()
    new.beginAppearanceTransition(true, animated: false)
    install(new)
    new.endAppearanceTransition()
  }

  private func install(_ root: ViewController) {
    root.view.frame = bounds
    insertSubview(root.view, at: 0)
  }
}
