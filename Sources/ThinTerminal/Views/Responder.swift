/// An object that handles keys, pastes and pointer events, and passes on what it does not
/// handle, as `UIResponder`.
///
/// The chain runs view → superview → … → the view's controller → the superview of the
/// controller's view → … → window → application. The terminal forces two differences:
/// a key arrives as one ``KeyPress`` through ``pressesBegan(_:)`` (terminals report no key-up,
/// so there is no `pressesEnded`), and the pointer is a single ``Touch``.
@MainActor
open class Responder {
  public init() {}

  /// The next responder in the chain, as `UIResponder.next`.
  open var next: Responder? { nil }

  /// Whether this responder accepts focus now.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder lets focus go when asked.
  open var canResignFirstResponder: Bool { true }

  /// Whether this responder has focus.
  open var isFirstResponder: Bool { false }

  /// Asks for focus; false when refused.
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Gives focus up; false when refused.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }

  /// The keys this responder answers now, as `UIResponder.keyCommands`: computed from the
  /// responder's state, so hints and the `?` help show only what works. The default is none.
  open var keyCommands: [KeyCommand] { [] }

  /// A key was pressed. Override to handle it and call `super` for keys you do not handle:
  /// the default runs the first of ``keyCommands`` that matches the key, else passes it to
  /// ``Responder/next``, as UIKit's `pressesBegan(_:with:)` does.
  open func pressesBegan(_ press: KeyPress) {
    if performKeyCommand(for: press) { return }
    next?.pressesBegan(press)
  }

  /// Text was pasted (bracketed paste). The default passes it to ``next``; text fields insert it.
  open func paste(_ text: String) {
    next?.paste(text)
  }

  /// The pointer went down on this responder's view. The default passes the touch on.
  open func touchesBegan(_ touch: Touch) {
    next?.touchesBegan(touch)
  }

  /// The pointer moved with the button held, after going down on this responder's view.
  open func touchesMoved(_ touch: Touch) {
    next?.touchesMoved(touch)
  }

  /// The pointer button went up, after going down on this responder's view.
  open func touchesEnded(_ touch: Touch) {
    next?.touchesEnded(touch)
  }

  /// The wheel turned over this responder's view: `lines` notches, positive downwards
  /// (AppKit's `scrollWheel(with:)`; UIKit has no wheel event).
  open func scrollWheel(_ touch: Touch, lines: Int) {
    next?.scrollWheel(touch, lines: lines)
  }
}
