extension Window {
  /// Tab and Shift-Tab move focus through the front-most screen's controls, Esc ends editing,
  /// `?` shows the keys in effect (when no field takes it as text).
  var windowKeyCommands: [KeyCommand] {
    var commands = [
      KeyCommand(KeyPress(.tab), title: "next control", isHinted: false) { [weak self] in
        _ = self?.moveFocus(forward: true)
      },
      KeyCommand(KeyPress(.tab, modifiers: .shift), title: "previous control", isHinted: false) {
        [weak self] in _ = self?.moveFocus(forward: false)
      },
    ]
    if firstResponder is KeyInput {
      commands.append(
        KeyCommand(KeyPress(.escape), title: "end editing", isHinted: false) { [weak self] in
          self?.endEditing(false)
        })
    }
    if !(frontmostViewController is KeyHelpController) {
      commands.append(
        KeyCommand(KeyPress(.character("?")), title: "keys") { [weak self] in
          self?.showKeyHelp()
        })
    }
    return commands
  }

  /// Shows every key in effect, in words, over the front-most screen.
  func showKeyHelp() {
    let help = KeyHelpController(
      commands: keyTarget.keyCommandsInEffect.filter { $0.title != "keys" })
    frontmostViewController?.present(help, animated: false)
  }
}
