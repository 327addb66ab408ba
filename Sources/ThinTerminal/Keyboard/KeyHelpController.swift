/// The `?` help: an alert that lists the keys in effect on the screen under it and what each
/// does, one per line, keys aligned.
@MainActor
final class KeyHelpController: AlertController {
  init(commands: [KeyCommand]) {
    let width = commands.map { TextWidth.columns(of: $0.displayedKeys) }.max() ?? 0
    let lines = commands.map { command in
      let keys = command.displayedKeys
      let padding = String(repeating: " ", count: width - TextWidth.columns(of: keys))
      return keys + padding + "  " + command.title
    }
    super.init(title: "Keys", message: lines.joined(separator: "\n"))
    addAction(AlertAction(title: "Close", style: .cancel))
  }
}
