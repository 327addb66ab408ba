import Foundation
import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct ListDefaultsTests {
  /// Only the required methods: one section, no headers.
  final class Letters: ListViewDataSource {
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 3 }
    func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
      -> ListContentConfiguration
    {
      ListContentConfiguration(text: ["a", "b", "c"][indexPath.row], image: "•")
    }
  }

  /// One row of `content` in a list, as drawn.
  private final class OneRow: ListViewDataSource {
    let content: ListContentConfiguration
    init(_ content: ListContentConfiguration) { self.content = content }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 1 }
    func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
      -> ListContentConfiguration
    { content }
  }

  private func drawnRow(_ content: ListContentConfiguration, width: Int = 30) -> String {
    let source = OneRow(content)
    let list = ListView()
    list.frame = Rect(x: 0, y: 0, width: width, height: 1)
    list.dataSource = source
    let host = TestHost(hosting: list, size: Size(width: width, height: 5))
    // Narrow rows are the point here, not the app's "too small" screen.
    host.app.minimumSize = Size(width: 1, height: 1)
    host.app.displayIfNeeded()
    return host.lines[0]
  }

  @Test func aLongSecondaryTextIsCutBeforeTheMainText() {
    #expect(
      drawnRow(
        ListContentConfiguration(
          text: "Todo", secondaryText: "a container builds every screen",
          accessory: .disclosureIndicator))
        == " Todo   a container builds… › ")
    #expect(
      drawnRow(
        ListContentConfiguration(text: "Todo", secondaryText: "short", accessory: .checkmark))
        == " Todo                 short ✓ ")
    #expect(
      drawnRow(
        ListContentConfiguration(text: String(repeating: "x", count: 40), secondaryText: "y"))
        == " " + String(repeating: "x", count: 24) + "…  y ")
  }

  @Test func aHiddenAccessoryKeepsItsWidth() {
    let shown = drawnRow(
      ListContentConfiguration(text: "Tidy", secondaryText: "Today", accessory: .checkmark))
    let hidden = drawnRow(
      ListContentConfiguration(
        text: "Tidy", secondaryText: "Today", accessory: .checkmark, isAccessoryHidden: true))
    #expect(shown == " Tidy                 Today ✓ ")
    #expect(hidden == " Tidy                 Today   ")
  }

  @Test func aLongMainTextGivesWayToAShortSecondaryText() {
    // A long title keeps its due date and check mark beside it.
    #expect(
      drawnRow(
        ListContentConfiguration(
          text: String(repeating: "x", count: 40), secondaryText: "Tomorrow",
          accessory: .checkmark))
        == " " + String(repeating: "x", count: 15) + "…  Tomorrow ✓ ")
    // Both long: a secondary text that would be cut never cuts the title; it is left out.
    #expect(
      drawnRow(
        ListContentConfiguration(
          text: String(repeating: "x", count: 40), secondaryText: String(repeating: "y", count: 40)
        ))
        == " " + String(repeating: "x", count: 27) + "… ")
  }

  /// A launcher row at every width from roomy to cramped: the title stays whole, and the
  /// description keeps two blank columns from it, cut with "…", or is left out.
  @Test(arguments: [12, 14, 16, 20, 30, 40, 56, 60, 72, 100])
  func aDescriptionNeverTouchesTheTitle(width: Int) {
    let title = "Sign-in"
    let description = "view model + delegate, async view operations, behaviors"
    let row = drawnRow(
      ListContentConfiguration(
        text: title, secondaryText: description, accessory: .disclosureIndicator),
      width: width)
    #expect(row.hasPrefix(" " + title + "  "), "\(row)")
    let afterTitle = row.dropFirst(1 + title.count).drop { $0 == " " }
    #expect(afterTitle.hasSuffix("›" + " "), "\(row)")
    let shown = afterTitle.dropLast(2).droppingTrailingSpaces
    #expect(
      shown.isEmpty || description.hasPrefix(shown)
        || (shown.hasSuffix("…") && description.hasPrefix(shown.dropLast())),
      "\(row)")
    #expect(shown.isEmpty || shown.count >= 4, "\(row)")
  }

  @Test func oneUntitledSectionByDefault() {
    let source = Letters()
    let list = ListView(frame: Rect(x: 0, y: 0, width: 10, height: 3))
    list.dataSource = source
    #expect(list.numberOfSections == 1)
    var buffer = CellBuffer(size: Size(width: 10, height: 3))
    list.drawHierarchy(in: &buffer)
    #expect(buffer.lines == [" • a      ", " • b      ", " • c      "])
  }

  @Test func indexPathRowsAndSections() {
    var path = IndexPath(row: 2, section: 1)
    #expect(path.row == 2 && path.section == 1)
    path.row = 5
    path.section = 3
    #expect(path == IndexPath(row: 5, section: 3))
    var empty = IndexPath()
    #expect(empty.row == 0 && empty.section == 0)
    empty.section = 4
    #expect(empty == IndexPath(row: 0, section: 4))
  }
}
