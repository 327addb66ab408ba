/// The `?` help: an alert that lists the keys in effect on the screen under it and what each
/// does, one per line, keys aligned.
@MainActor
final class KeyHelpController: AlertController {
  init(commands: [KeyCommand]) {
    let width = commands.map { TextWidth.columns(of: $0.displayedKeys) }.max() ?? 0
    let rows = commands.map { command in
      let keys = command.displayedKeys
      return keys + String(repeating: " ", count: width - TextWidth.columns(of: keys)) + "  "
        + command.title
    }
    // An alert centres each line: lines of one width keep the columns aligned.
    let lineWidth = rows.map { TextWidth.columns(of: $0) }.max() ?? 0
    let lines = rows.map {
      $0 + String(repeating: " ", count: lineWidth - TextWidth.columns(of: $0))
    }
    super.init(title: "Keys", message: lines.joined(separator: "\n"))
    addAction(AlertAction(title: "Close", style: .cancel))
  }
}
