import Foundation
import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// Controls draw named glyphs in the terminal's glyph set: ASCII stand-ins where the locale
/// cannot show Unicode symbols.
@Suite @MainActor struct GlyphSetDrawingTests {
  private func field(width: Int = 16) -> TextField {
    let field = TextField(placeholder: "Password")
    field.frame = Rect(x: 0, y: 0, width: width, height: 1)
    field.leftView = GlyphView(glyph: .lock)
    return field
  }

  @Test func theTerminalsSetReachesEveryView() {
    let host = TestHost(hosting: field(), size: Size(width: 30, height: 6), glyphSet: .ascii)
    #expect(host.window.glyphSet == .ascii)
    #expect(host.lines[0].hasPrefix(" * Password"))
    let unicode = TestHost(hosting: field(), size: Size(width: 30, height: 6))
    #expect(unicode.lines[0].hasPrefix(" 🔒 Password"))
  }

  @Test func changingTheSetLaysOutAgain() {
    let field = field()
    let host = TestHost(hosting: field, size: Size(width: 30, height: 6))
    #expect(host.lines[0].hasPrefix(" 🔒 Password"))
    host.window.glyphSet = .ascii
    host.app.displayIfNeeded()
    // The lock took two columns; its stand-in takes one, and the text moves left.
    #expect(host.lines[0].hasPrefix(" * Password"))
  }

  @Test func secureTextAndTheInvalidIndicator() {
    let field = field()
    field.text = "abc"
    field.isSecureTextEntry = true
    field.showsInvalidIndicator = true
    let host = TestHost(hosting: field, size: Size(width: 30, height: 6), glyphSet: .ascii)
    #expect(host.lines[0].hasPrefix(" * ***"))
    #expect(host.lines[0].prefix(16).hasSuffix("! "))
  }

  @Test func buttonsSwitchesListsAndSheets() {
    let button = Button(title: "Go")
    button.frame = Rect(x: 0, y: 0, width: 8, height: 1)
    let toggle = Switch()
    toggle.frame = Rect(x: 10, y: 0, width: 6, height: 1)
    toggle.isOn = true
    let host = TestHost(
      hosting: button, toggle, size: Size(width: 30, height: 12), glyphSet: .ascii)
    button.becomeFirstResponder()
    host.app.displayIfNeeded()
    #expect(host.lines[0].hasPrefix(" > Go < "))
    #expect(host.lines[0].contains(" ON o"))
    let sheet = ViewController()
    sheet.preferredContentSize = Size(width: 4, height: 1)
    host.window.rootViewController?.present(sheet, animated: false)
    host.app.displayIfNeeded()
    #expect(host.lines.contains { $0.contains("+----+") })
    #expect(host.lines.contains { $0.contains("|    |") })
  }

  @Test func labelsCutWithTheSetsEllipsis() {
    let label = Label(text: "Groceries for the week")
    label.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    label.numberOfLines = 1
    let host = TestHost(hosting: label, size: Size(width: 20, height: 6), glyphSet: .ascii)
    #expect(host.lines[0].hasPrefix("Groceri..."))
  }

  @Test func listAccessoriesAndTheScrollIndicator() {
    final class Rows: ListViewDataSource {
      func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 5 }
      func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
        -> ListContentConfiguration
      {
        ListContentConfiguration(
          text: "Row \(indexPath.row)",
          accessory: indexPath.row == 0 ? .checkmark : .disclosureIndicator)
      }
    }
    let rows = Rows()
    let list = ListView(frame: Rect(x: 0, y: 0, width: 12, height: 3))
    list.dataSource = rows
    let host = TestHost(hosting: list, size: Size(width: 20, height: 5), glyphSet: .ascii)
    #expect(host.lines[0].prefix(12) == " Row 0   x #", "the thumb: one line of three")
    #expect(host.lines[1].prefix(12) == " Row 1   >  ")
  }

  @Test func theSpinnerTurnsThroughASCIIFrames() async {
    let spinner = ActivityIndicator()
    let host = TestHost(hosting: spinner, size: Size(width: 20, height: 5), glyphSet: .ascii)
    spinner.startAnimating()
    host.app.displayIfNeeded()
    #expect(host.lines[0].first == "|")
    await host.advance(by: .milliseconds(100))
    #expect(host.lines[0].first == "/")
    await host.advance(by: .milliseconds(300))
    #expect(host.lines[0].first == "|", "four frames, then round again")
    spinner.stopAnimating()
  }

  @Test func anAppDeclaredGlyphDrawsWithItsASCIIStandIn() {
    // What an app writes beside its views: the host knows nothing of this symbol.
    let rocket = Glyph("🚀", ascii: "^")
    let unicode = TestHost(
      hosting: GlyphView(glyph: rocket), size: Size(width: 20, height: 5), glyphSet: .unicode)
    #expect(unicode.lines[0].hasPrefix("🚀"))
    let ascii = TestHost(
      hosting: GlyphView(glyph: rocket), size: Size(width: 20, height: 5), glyphSet: .ascii)
    #expect(ascii.lines[0].hasPrefix("^ "))
  }
}
