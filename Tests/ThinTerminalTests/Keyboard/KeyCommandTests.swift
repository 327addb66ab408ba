import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// Key commands: one declaration that handles a key and says what it does, so the hint line
/// and the `?` help are always true to the state.
@Suite @MainActor struct KeyCommandTests {
  /// A screen whose `d` deletes only while something is selected.
  final class Screen: View {
    var isSelected = true
    var deletions = 0

    override var keyCommands: [KeyCommand] {
      guard isSelected else { return [] }
      return [
        KeyCommand(KeyPress(.character("d")), title: "delete") { [weak self] in
          self?.deletions += 1
        }
      ]
    }
  }

  private func makeStack(
    field: TextField? = nil, size: Size = Size(width: 60, height: 10)
  ) -> (TestHost, Screen, NavigationController) {
    let screen = Screen()
    if let field {
      field.frame = Rect(x: 0, y: 0, width: 20, height: 1)
      screen.addSubview(field)
    }
    let stack = NavigationController(rootViewController: HostedViewController(rootView: screen))
    stack.isKeyHintsHidden = false
    let host = TestHost(stack, size: size)
    return (host, screen, stack)
  }

  @Test func aCommandRunsOnItsKeyAndOnlyWhileItIsInEffect() {
    let (host, screen, _) = makeStack()
    host.key(.character("d"))
    #expect(screen.deletions == 1)
    screen.isSelected = false
    host.key(.character("d"))
    #expect(screen.deletions == 1)
  }

  @Test func theHintLineNamesTheCommandsInEffectAndFollowsTheState() {
    let (host, screen, stack) = makeStack()
    #expect(stack.keyHintsView.hintRows == ["d delete · ? keys"])
    #expect(host.lines[9].hasPrefix(" d delete · ? keys"))
    screen.isSelected = false
    host.app.displayIfNeeded()
    #expect(stack.keyHintsView.hintRows == ["? keys"])
  }

  @Test func aFieldBeingEditedTakesTypedKeysSoTheirHintsGo() {
    let field = TextField()
    field.returnKeyType = .next
    let (host, screen, stack) = makeStack(field: field)
    field.becomeFirstResponder()
    host.app.displayIfNeeded()
    #expect(stack.keyHintsView.hintRows == ["Enter next"])
    host.type("d?")
    #expect(field.text == "d?")
    #expect(screen.deletions == 0)
  }

  @Test func hintsThatDoNotFitAreLeftOutWholeTheLastOneKept() {
    let hints = ["↑/↓ move", "Enter open", "Space done", "d delete", "? keys"]
    #expect(
      KeyHintsView.rows(hints, width: 30, rows: 1, separator: " · ")
        == ["↑/↓ move · Enter open · ? keys"])
    #expect(
      KeyHintsView.rows(hints, width: 30, rows: 2, separator: " · ")
        == ["↑/↓ move · Enter open", "Space done · d delete · ? keys"])
    #expect(KeyHintsView.rows(hints, width: 5, rows: 1, separator: " · ").isEmpty)
  }

  @Test func questionMarkListsEveryKeyInEffectAndEscClosesIt() {
    let (host, _, stack) = makeStack()
    host.key(.character("?"))
    let help = try? #require(stack.presentedViewController as? AlertController)
    #expect(help?.title == "Keys")
    let lines = help?.message?.split(separator: "\n").map(\.droppingTrailingSpaces) ?? []
    #expect(
      lines == [
        "d          delete", "Tab        next control", "Shift-Tab  previous control",
        "Ctrl-C     quit", "Ctrl-Z     suspend", "Ctrl-L     redraw the screen",
      ])
    // The help's own keys are the hint line's now: a dialog's keys, not the screen's.
    #expect(stack.keyHintsView.hintRows.first?.contains("d delete") == false)
    host.key(.character("?"))
    #expect((stack.presentedViewController as? AlertController) === help, "no help over help")
    host.key(.escape)
    #expect(stack.presentedViewController == nil)
  }

  /// Each line of an alert is centred on its own, so the help's lines must show as one block:
  /// on screen, every key starts in one column and every description in another.
  @Test func theHelpShowsItsKeysAndDescriptionsInAlignedColumnsOnScreen() {
    let (host, _, _) = makeStack(size: Size(width: 60, height: 20))
    host.key(.character("?"))
    let rows: [(key: String, title: String)] = [
      ("d", "delete"), ("Tab", "next control"), ("Shift-Tab", "previous control"),
      ("Ctrl-C", "quit"), ("Ctrl-L", "redraw the screen"),
    ]
    let columns = rows.compactMap { row -> (key: Int, title: Int)? in
      guard
        let line = host.lines.first(where: { $0.contains(row.key + " ") && $0.contains(row.title) }
        ),
        let key = line.range(of: row.key + " "), let title = line.range(of: row.title)
      else { return nil }
      return (
        line.distance(from: line.startIndex, to: key.lowerBound),
        line.distance(from: line.startIndex, to: title.lowerBound)
      )
    }
    #expect(columns.count == rows.count)
    #expect(Set(columns.map(\.key)).count == 1, "keys start in one column: \(host.lines)")
    #expect(Set(columns.map(\.title)).count == 1, "descriptions start in one column")
  }

  @Test func ctrlLAsksTheTerminalForAWholeFrame() {
    let (host, _, _) = makeStack()
    let frames = host.terminal.frameCount
    host.key(.character("l"), .control)
    #expect(host.terminal.invalidationCount == 1)
    #expect(host.terminal.frameCount == frames + 1)
  }

  @Test func aBarShortcutWinsOverAFieldsWordKey() {
    let field = TextField(text: "one two")
    let (host, _, stack) = makeStack(field: field)
    var done = 0
    stack.topViewController?.navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "Done") { done += 1 }
    ]
    field.becomeFirstResponder()
    host.key(.character("d"), .alt)
    #expect(done == 1)
    #expect(field.text == "one two")
    host.key(.character("b"), .alt)
    #expect(field.cursorOffset == 4)
  }
}
