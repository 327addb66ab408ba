import ThinKit

/// A modal message with buttons, as `UIAlertController` in the alert style: present it with
/// ``ViewController/present(_:animated:completion:)``.
///
/// The buttons sit in a row, the cancel action first. Left/Right and Tab move between them,
/// Enter or a click chooses one, Esc chooses the cancel action (and does nothing without one).
/// A message taller than the rows the alert has scrolls: Up/Down, PgUp/PgDn, Home/End, the
/// wheel.
/// Choosing dismisses the alert, then calls the action's handler.
@MainActor
open class AlertController: ViewController {
  /// The bold first line; changing it updates an alert on screen, as ``message`` does.
  override public var title: String? {
    didSet { alertView?.reload() }
  }

  /// The text under the title.
  public var message: String? {
    didSet { alertView?.reload() }
  }

  /// How the message's lines sit: each centred (as UIKit's alerts), or `.left` for a block of
  /// columns (the `?` help) that shows left-aligned inside and centred as a whole.
  var messageAlignment = TextAlignment.center {
    didSet { alertView?.reload() }
  }

  /// The actions, in the order added.
  public private(set) var actions: [AlertAction] = []

  /// The action whose button has focus first; else the first one that is not cancel.
  public var preferredAction: AlertAction?

  public init(title: String?, message: String?) {
    self.message = message
    super.init()
    self.title = title
  }

  public func addAction(_ action: AlertAction) {
    actions.append(action)
    alertView?.reload()
  }

  override open func loadView() {
    view = AlertView(alert: self)
  }

  override open func viewWillAppear(_ animated: Bool) {
    alertView?.reload()
  }

  /// The action whose button takes focus as the alert enters the window (see `AlertView`).
  var initialAction: AlertAction? {
    preferredAction ?? actions.first { $0.style != .cancel && $0.isEnabled }
      ?? actions.first { $0.isEnabled }
  }

  override open func preferredContentSize(fitting available: Size) -> Size {
    alertView?.sizeThatFits(available) ?? super.preferredContentSize(fitting: available)
  }

  /// Esc chooses the cancel action; Left and Right move between the buttons; a message taller
  /// than the alert scrolls with Up/Down, PgUp/PgDn and Home/End.
  override open var keyCommands: [KeyCommand] {
    var commands: [KeyCommand] = []
    // First, so that a short hint line keeps it: a help taller than the screen is read by it.
    if let view = alertView, view.isMessageScrollable {
      let keys: [Key] = [.up, .down, .pageUp, .pageDown, .home, .end]
      commands.append(
        KeyCommand(keys.map { KeyPress($0) }, title: "scroll", keyLabel: "↑/↓") {
          [weak view] press in view?.scrollMessage(for: press.key)
        })
    }
    commands.append(
      KeyCommand([KeyPress(.left), KeyPress(.right)], title: "choose", keyLabel: "←/→") {
        [weak self] press in self?.alertView?.moveFocus(by: press.key == .left ? -1 : 1)
      })
    if let cancel = actions.first(where: { $0.style == .cancel }) {
      commands.append(
        KeyCommand(KeyPress(.escape), title: cancel.title.lowercased()) { [weak self] in
          self?.choose(cancel)
        })
    }
    return commands
  }

  /// Dismisses the alert, then calls the action's handler.
  func choose(_ action: AlertAction) {
    guard action.isEnabled, presentingViewController != nil else { return }
    dismiss(animated: false) {
      action.handler?(action)
    }
  }

  /// The actions in the order their buttons show: cancel first, as UIKit's two-button alerts.
  var orderedActions: [AlertAction] {
    actions.filter { $0.style == .cancel } + actions.filter { $0.style != .cancel }
  }

  private var alertView: AlertView? { viewIfLoaded as? AlertView }
}
