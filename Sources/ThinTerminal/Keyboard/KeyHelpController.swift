/// The `?` help: an alert that lists the keys in effect on the screen under it and what each
/// does, one per line, keys aligned.
@MainActor
final class KeyHelpController: AlertController {
  init(commands: [KeyCommand]) {
    let width = commands.map { TextWidth.columns(of: $0.displayedKeys) }.max() ?? 0
    let lines = commands.map { command in
      let keys = command.displayedKeys
      return keys + String(repeating: " ", count: width - TextWidth.columns(of: keys)) + "  "
        + command.title
    }
    super.init(title: "Keys", message: lines.joined(separator: "\n"))
    // Centred line by line, the descriptions would start in different columns.
    messageAlignment = .left
    addAction(AlertAction(title: "Close", style: .cancel))
  }
}
