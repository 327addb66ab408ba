import ThinTerminal

/// The Add sheet as it is presented: a navigation stack of its own around
/// ``TodoAddViewController``, with Cancel and Done in its bar (its scene, ``TodoAddScene``,
/// makes it so).
///
/// Esc cancels wherever the focus is. The form answers it while a field has the focus; on a
/// bar button (Tab reaches Cancel and Done) the form is not on the focus's responder chain, so
/// the sheet answers it, with the Cancel button's own action: Esc did nothing there.
public final class TodoAddSheet: NavigationController {
  override public var keyCommands: [KeyCommand] {
    var commands = super.keyCommands
    if let cancel = topViewController?.navigationItem.leftBarButtonItem, cancel.isEnabled {
      commands.append(
        KeyCommand(KeyPress(.escape), title: "cancel") { [weak cancel] in
          cancel?.primaryAction?()
        })
    }
    return commands
  }
}
