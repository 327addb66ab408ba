import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct AlertTests {
  private func makeAlert(log: @escaping @MainActor (String) -> Void) -> AlertController {
    let alert = AlertController(title: "Log out?", message: "You can sign in again later.")
    alert.addAction(AlertAction(title: "Log Out", style: .destructive) { log($0.title) })
    alert.addAction(AlertAction(title: "Cancel", style: .cancel) { log($0.title) })
    return alert
  }

  /// "Save?" with a disabled Save (logged when chosen) and a Cancel.
  private func makeSaveAlert(log: @escaping @MainActor (String) -> Void) -> (
    AlertController, save: AlertAction
  ) {
    let alert = AlertController(title: "Save?", message: nil)
    let save = AlertAction(title: "Save") { log($0.title) }
    save.isEnabled = false
    alert.addAction(save)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel) { log($0.title) })
    return (alert, save)
  }

  /// The screen cell where the last row showing `text` shows it.
  private func cell(of text: String, in host: TestHost) -> Point {
    let y = host.lines.lastIndex { $0.contains(text) }!
    let row = host.lines[y]
    return Point(x: row.distance(from: row.startIndex, to: row.range(of: text)!.lowerBound), y: y)
  }

  @Test func showsTitleMessageAndButtonsCancelFirstInABorderedSheet() {
    let host = TestHost(ViewController(), size: Size(width: 40, height: 12))
    let alert = makeAlert { _ in }
    host.app.rootViewController?.present(alert, animated: false)
    host.app.displayIfNeeded()
    let text = host.text
    #expect(text.contains("Log out?"))
    #expect(text.contains("You can sign in again later."))
    #expect(text.contains("Cancel") && text.contains("Log Out"))
    let row = host.lines.first { $0.contains("Cancel") } ?? ""
    #expect(row.range(of: "Cancel")!.lowerBound < row.range(of: "Log Out")!.lowerBound)
    #expect(row.contains("▸ Log Out ◂"))
    #expect(host.lines.contains { $0.contains("┌") && $0.contains("┐") })
  }

  @Test func enterChoosesTheFocusedActionOnTheKeyAfterTheDismissal() async {
    var chosen: [String] = []
    let root = ViewController()
    let host = TestHost(root)
    let alert = makeAlert { chosen.append($0) }
    root.present(alert, animated: false)
    host.key(.enter)
    #expect(chosen == ["Log Out"])
    #expect(root.presentedViewController == nil)
    #expect(!host.text.contains("Log out?"))
  }

  @Test func leftRightAndTabMoveBetweenButtons() {
    var chosen: [String] = []
    let root = ViewController()
    let host = TestHost(root)
    root.present(makeAlert { chosen.append($0) }, animated: false)
    host.key(.left)
    #expect((host.window.firstResponder as? Button)?.title == "Cancel")
    host.key(.left)
    #expect((host.window.firstResponder as? Button)?.title == "Log Out")
    host.key(.tab)
    #expect((host.window.firstResponder as? Button)?.title == "Cancel")
    host.key(.character(" "))
    // The next event releases the keyboard press at once.
    host.key(.right)
    #expect(chosen == ["Cancel"])
  }

  @Test func escChoosesCancelAndIsIgnoredWithoutOne() {
    var chosen: [String] = []
    let root = ViewController()
    let host = TestHost(root)
    root.present(makeAlert { chosen.append($0) }, animated: false)
    host.key(.escape)
    #expect(chosen == ["Cancel"])
    let info = AlertController(title: "Ideas about app org", message: nil)
    info.addAction(AlertAction(title: "Oh.") { chosen.append($0.title) })
    root.present(info, animated: false)
    host.key(.escape)
    #expect(root.presentedViewController === info)
    #expect(chosen == ["Cancel"])
  }

  @Test func clickChoosesAButtonAndClicksOutsideAreIgnored() {
    var chosen: [String] = []
    let root = ViewController()
    let host = TestHost(root)
    root.present(makeAlert { chosen.append($0) }, animated: false)
    host.app.displayIfNeeded()
    host.click(at: Point(x: 0, y: 0))
    #expect(chosen.isEmpty)
    host.click(at: cell(of: "Cancel", in: host))
    #expect(chosen == ["Cancel"])
  }

  @Test func disabledActionsCannotBeChosen() async {
    var chosen: [String] = []
    let root = ViewController()
    let host = TestHost(root)
    let (alert, _) = makeSaveAlert { chosen.append($0) }
    root.present(alert, animated: false)
    #expect((host.window.firstResponder as? Button)?.title == "Cancel")
    host.key(.enter)
    await host.advance(by: .milliseconds(150))
    #expect(chosen == ["Cancel"])
  }

  /// As `UIAlertAction.isEnabled`, enabling an action while its alert shows (the field it
  /// needs was filled in) makes its button usable, and disabling it dims the button.
  @Test func changingIsEnabledWhileShownUpdatesTheButton() async {
    var chosen: [String] = []
    let root = ViewController()
    let host = TestHost(root)
    let (alert, save) = makeSaveAlert { chosen.append($0) }
    root.present(alert, animated: false)
    save.isEnabled = true
    host.key(.right)
    #expect((host.window.firstResponder as? Button)?.title == "Save")
    host.key(.enter)
    await host.advance(by: .milliseconds(150))
    #expect(chosen == ["Save"])
    root.present(alert, animated: false)
    save.isEnabled = false
    host.app.displayIfNeeded()
    let saveCell = cell(of: "Save", in: host)
    #expect(host.terminal.screen[saveCell.x, saveCell.y].foreground == Theme.standard.secondaryText)
  }

  @Test func changingTheTitleOrMessageWhileShownRedraws() {
    let root = ViewController()
    let host = TestHost(root, size: Size(width: 40, height: 12))
    let alert = AlertController(title: "Uploading", message: "0 %")
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    root.present(alert, animated: false)
    alert.message = "100 %"
    alert.title = "Uploaded"
    host.app.displayIfNeeded()
    #expect(host.text.contains("Uploaded") && host.text.contains("100 %"))
    #expect(!host.text.contains("Uploading"))
  }
}

/// A message longer than the screen allows wraps, and gives up its last lines (ending in an
/// ellipsis) rather than run under the buttons.
@Suite @MainActor struct LongAlertMessageTests {
  static let message = Array(repeating: "Too many failed attempts from this address.", count: 8)
    .joined(separator: " ")

  @Test(arguments: [
    Size(width: 40, height: 12), Size(width: 60, height: 9), Size(width: 80, height: 24),
  ])
  func aLongMessageWrapsAndNeverCoversTheButtons(size: Size) throws {
    let host = TestHost(ViewController(), size: size)
    let alert = AlertController(title: "Error", message: Self.message)
    alert.addAction(AlertAction(title: "Close", style: .cancel) { _ in })
    host.app.rootViewController?.present(alert, animated: false)
    host.app.displayIfNeeded()
    let lines = host.lines
    let buttonRow = try #require(lines.firstIndex { $0.contains("▸ Close ◂") })
    #expect(!lines[buttonRow].contains("failed"), "the message runs under the buttons")
    let messageRows = lines.indices.filter {
      lines[$0].contains("failed") || lines[$0].contains("address")
    }
    #expect(!messageRows.isEmpty, "some of the message shows")
    #expect(messageRows.allSatisfy { $0 < buttonRow })
    let shown = messageRows.map {
      lines[$0].filter { $0 != "│" }.trimmingCharacters(in: .whitespaces)
    }
    let isWhole = shown.joined(separator: " ") == Self.message
    #expect(isWhole || lines.contains { $0.contains("↓") }, "a cut message shows there is more")
  }

  /// An alert of 20 one-line rows ("line 1" …) shown at 40×12: taller than its sheet.
  private static func twentyLinesAtTheSmallestSize() -> (TestHost, AlertController) {
    let host = TestHost(ViewController(), size: Size(width: 40, height: 12))
    let message = (1...20).map { "line \($0)" }.joined(separator: "\n")
    let alert = AlertController(title: "Lines", message: message)
    alert.addAction(AlertAction(title: "Close", style: .cancel) { _ in })
    host.app.rootViewController?.present(alert, animated: false)
    host.app.displayIfNeeded()
    return (host, alert)
  }

  /// A message that scrolls gets the sheet's blank rows: between its borders, only the title
  /// and the buttons' row are not message, at the smallest screen (the `?` help's case).
  @Test func aMessageThatScrollsTakesEveryBlankRow() throws {
    let (host, _) = Self.twentyLinesAtTheSmallestSize()
    let lines = host.lines
    let top = try #require(lines.firstIndex { $0.contains("┌") })
    let bottom = try #require(lines.firstIndex { $0.contains("└") })
    #expect(lines[top + 1].contains("Lines"))
    #expect(lines[bottom - 1].contains("▸ Close ◂"))
    let shown = lines[(top + 2)..<(bottom - 1)]
    #expect(shown.count >= 6)
    #expect(shown.allSatisfy { $0.contains("line ") }, "\(shown)")
  }

  /// A message taller than the alert scrolls to its last line, a line with ↓ or a page with
  /// PgDn, and back with Home; ↑ and ↓ say where more is.
  @Test func aLongMessageScrollsToItsEnd() throws {
    let (host, alert) = Self.twentyLinesAtTheSmallestSize()
    #expect(host.text.contains("line 1 "))
    #expect(!host.text.contains("line 20"))
    #expect(host.lines.contains { $0.contains("↓") } && !host.lines.contains { $0.contains("↑") })
    host.send(.key(.down))
    #expect(!host.text.contains("line 1 ") && host.text.contains("line 2"))
    #expect(host.lines.contains { $0.contains("↑") })
    for _ in 0..<10 { host.send(.key(.pageDown)) }
    #expect(host.text.contains("line 20"))
    #expect(!host.lines.contains { $0.contains("↓") })
    host.send(.key(.home))
    #expect(host.text.contains("line 1 "))
    host.send(.key(.enter))
    #expect(alert.presentingViewController == nil, "Enter still chooses Close")
  }
}
