import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct PresentationTests {
  @MainActor
  final class KeyRecorder: ViewController {
    var keys: [Key] = []
    override func pressesBegan(_ press: KeyPress) {
      keys.append(press.key)
      super.pressesBegan(press)
    }
  }

  @Test func aSheetClipsItsScreenInsideItsBorder() {
    let host = TestHost(ViewController(), size: Size(width: 40, height: 12))
    let sheet = ViewController()
    sheet.preferredContentSize = Size(width: 10, height: 2)
    let wide = Label(text: "0123456789ABCDEFGHIJ")
    wide.frame = Rect(x: 0, y: 1, width: 20, height: 1)
    let below = Label(text: "below")
    below.frame = Rect(x: 0, y: 2, width: 10, height: 1)
    sheet.view.addSubview(wide)
    sheet.view.addSubview(below)
    host.window.rootViewController?.present(sheet, animated: false)
    host.app.displayIfNeeded()
    // The sheet's inside is 10×2 at rows 5 and 6, its border around it.
    #expect(
      host.lines[6] == String(repeating: " ", count: 14) + "│0123456789│"
        + String(repeating: " ", count: 14))
    #expect(
      host.lines[7] == String(repeating: " ", count: 14) + "└──────────┘"
        + String(repeating: " ", count: 14))
  }

  /// A field on `root`, focused and hosted, and a field on `sheet`, not yet presented.
  private func fields(
    on root: ViewController, and sheet: ViewController
  ) -> (host: TestHost, field: TextField, sheetField: TextField) {
    let field = TextField()
    field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    root.view.addSubview(field)
    let host = TestHost(root)
    field.becomeFirstResponder()
    let sheetField = TextField()
    sheetField.frame = Rect(x: 1, y: 1, width: 10, height: 1)
    sheet.view.addSubview(sheetField)
    return (host, field, sheetField)
  }

  @Test func aSheetIsModalForKeysAndFocus() {
    let root = KeyRecorder()
    let sheet = KeyRecorder()
    let (host, field, sheetField) = fields(on: root, and: sheet)
    root.present(sheet, animated: false)
    #expect(host.window.firstResponder == nil)
    host.key(.character("x"))
    #expect(sheet.keys == [.character("x")])
    #expect(root.keys.isEmpty)
    host.key(.tab)
    #expect(sheet.keys == [.character("x"), .tab])
    #expect(sheetField.isFirstResponder)
    host.type("ok")
    #expect(sheetField.text == "ok")
    #expect(field.text.isEmpty)
    sheet.dismiss(animated: false)
    #expect(field.isFirstResponder)
  }

  @Test func focusComesBackAsASheetStartsSlidingOut() async {
    let root = ViewController()
    let sheet = ViewController()
    let (host, field, sheetField) = fields(on: root, and: sheet)
    root.present(sheet, animated: true)
    await host.advance(by: .milliseconds(400))
    sheetField.becomeFirstResponder()
    sheet.dismiss(animated: true)
    // Keys typed while the sheet slides out go to the screen beneath, not the leaving field.
    #expect(field.isFirstResponder)
    host.type("ab")
    #expect(field.text == "ab")
    #expect(sheetField.text.isEmpty)
    #expect(host.window.subviews.contains { $0 is PresentationContainerView }, "still sliding")
    await host.advance(by: .milliseconds(400))
    #expect(!host.window.subviews.contains { $0 is PresentationContainerView })
  }

  @Test func aSheetIsCentredOverADimmedBackdrop() {
    let root = ViewController()
    let label = Label(text: "behind")
    label.frame = Rect(x: 0, y: 0, width: 6, height: 1)
    root.view.addSubview(label)
    let host = TestHost(root, size: Size(width: 40, height: 12))
    let sheet = ViewController()
    sheet.preferredContentSize = Size(width: 10, height: 4)
    root.present(sheet, animated: false)
    host.app.displayIfNeeded()
    // 10 × 4 of content inside a border: 12 × 6, centred.
    #expect(
      host.lines[3] == String(repeating: " ", count: 14) + "┌" + String(repeating: "─", count: 10)
        + "┐" + String(repeating: " ", count: 14))
    #expect(host.lines[0].hasPrefix("behind"))
    let dimmed = Theme.standard.dimmingColor.blended(over: Theme.standard.background)
    #expect(host.terminal.screen[0, 0].background == dimmed)
    #expect(host.terminal.screen[20, 5].background == Theme.standard.sheetBackground)
  }

  @Test func presentingFromAPresenterUsesTheTopOfTheChain() {
    let root = ViewController()
    let host = TestHost(root)
    let sheet = ViewController()
    let alert = AlertController(title: "Hi", message: nil)
    root.present(sheet, animated: false)
    root.present(alert, animated: false)
    #expect(sheet.presentedViewController === alert)
    #expect(host.window.frontmostViewController === alert)
    root.dismiss(animated: false)
    #expect(host.window.frontmostViewController === root)
    #expect(root.presentedViewController == nil)
    #expect(sheet.presentingViewController == nil)
  }

  @Test func controllersThatCannotBePresentedAreIgnored() {
    let root = ViewController()
    let host = TestHost(root)
    root.present(root, animated: false)
    let detached = ViewController()
    var called = false
    detached.present(ViewController(), animated: false) { called = true }
    #expect(!called)
    #expect(host.window.frontmostViewController === root)
  }

  @Test func resizingRecentresTheSheet() {
    let root = ViewController()
    let host = TestHost(root, size: Size(width: 20, height: 8))
    let sheet = ViewController()
    sheet.preferredContentSize = Size(width: 4, height: 2)
    root.present(sheet, animated: false)
    host.app.displayIfNeeded()
    #expect(sheet.view.convert(Point.zero, to: nil) == Point(x: 8, y: 3))
    host.resize(to: Size(width: 30, height: 10))
    #expect(sheet.view.convert(Point.zero, to: nil) == Point(x: 13, y: 4))
  }
}
