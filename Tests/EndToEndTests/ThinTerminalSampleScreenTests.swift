import Foundation
import Testing
import ThinKit
import ThinTerminal

@testable import ThinTerminalSample

/// Each screen of `ThinTerminalSample`, used in tmux as a person would: opened from the menu,
/// typed into, scrolled, flipped and pressed, read off the screen (colors included), left with
/// Esc, and the app quit with the terminal given back.
@Suite struct ThinTerminalSampleScreenTests {
  private let theme = SampleTheme.standard
  private let spinnerFrames = Set("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

  /// Exact colors: 24-bit.
  private func start() async throws -> TmuxSession {
    try await SampleApp.start(environment: ["COLORTERM": "truecolor"])
  }

  @Test(.needsTmux) func everyScreenOpensFromTheMenuAndEscGoesBack() async throws {
    let session = try await start()
    defer { session.close() }
    for screen in SampleApp.screens {
      try await session.openSampleScreen(screen)
      try await session.goBackToSampleMenu()
    }
    try await session.quitSample()
  }

  @Test(.needsTmux) func formHighlightsTheFocusedFieldMarksEmptyOnesAndConfirmsWhatWasEntered()
    async throws
  {
    let session = try await start()
    defer { session.close() }
    try await session.openSampleScreen("Form")
    let (normal, focused) = (theme.controls.fieldBackground, theme.controls.fieldFocusedBackground)
    // The last cell of a placeholder: the first holds the caret while the field has focus.
    func background(of text: String, in pane: StyledPane) -> Color? {
      pane.cells(of: text)?.last?.background
    }
    func fieldsShow(name: Color, password: Color) -> (StyledPane) -> Bool {
      { pane in
        background(of: "Your name", in: pane) == name
          && background(of: "At least one character", in: pane) == password
      }
    }

    // The name field has focus, and its focus highlight; Down and Up move it.
    try await session.waitUntilStyled(
      "the name field highlighted", fieldsShow(name: focused, password: normal))
    try session.sendKeys("Down")
    try await session.waitUntilStyled(
      "the password field highlighted", fieldsShow(name: normal, password: focused))
    try session.sendKeys("Up")
    try await session.waitUntilStyled(
      "the name field highlighted again", fieldsShow(name: focused, password: normal))

    // Return moves on; Return in the last field submits: both are empty, both get a red dot.
    try session.sendKeys("Enter")
    try await session.waitUntilStyled(
      "the password field highlighted", fieldsShow(name: normal, password: focused))
    try session.sendKeys("Enter")
    let marked = try await session.waitUntilStyled("both fields marked") { pane in
      pane.lines.filter { $0.contains("●") }.count == 2
    }
    let dots = marked.lines.enumerated().filter { $0.element.contains("●") }
    #expect(dots.map { $0.element.contains("Name") } == [true, false])
    #expect(dots.map { $0.element.contains("Password") } == [false, true])
    #expect(marked.foreground(of: "●") == theme.controls.invalidIndicator)

    // Typing clears a field's dot; the password shows as bullets.
    try session.type("Ada Lovelace")
    try await session.waitUntil("the name typed and its dot gone") { rows in
      rows.contains { $0.contains("Ada Lovelace") && !$0.contains("●") }
        && rows.contains { $0.contains("Password") && $0.contains("●") }
    }
    try session.sendKeys("Down")
    try session.type("secret12")
    try await session.waitForText("••••••••")
    #expect(try session.capture().allSatisfy { !$0.contains("●") && !$0.contains("secret") })

    // Submitted: the alert tells what was entered, never the password itself.
    try session.sendKeys("Enter")
    let alert = try await session.waitForText("Password: 8 characters")
    #expect(alert.contains { $0.contains("Submitted") })
    #expect(alert.contains { $0.contains("Name: Ada Lovelace") })
    #expect(!alert.contains { $0.contains("secret12") })
    try await session.waitForText("▸ OK ◂")
    try session.sendKeys("Enter")
    try await session.waitUntil("the alert gone") { rows in
      !rows.contains { $0.contains("Submitted") } && rows.contains { $0.contains("Ada Lovelace") }
    }

    // Focus came back to the password field; Tab goes on to the button, which submits too.
    try session.sendKeys("Tab")
    try await session.waitForText("▸ Submit ◂")
    try session.sendKeys("Enter")
    try await session.waitForText("▸ OK ◂")
    try session.sendKeys("Escape")
    try await session.waitUntil("the alert gone again") { rows in
      !rows.contains { $0.contains("Submitted") } && rows.contains { $0.contains("▸ Submit ◂") }
    }
    try await session.goBackToSampleMenu()
    try await session.quitSample()
  }

  @Test(.needsTmux) func listPagesToItsLastRowAndOpensItsDetail() async throws {
    let session = try await start()
    defer { session.close() }
    try await session.openSampleScreen("List")
    func isRow(_ number: Int) -> (String) -> Bool {
      { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Row \(number) ") }
    }
    let top = try await session.waitUntil("the first section") { rows in
      rows.contains { $0.contains("Rows 1–100") } && rows.contains(where: isRow(1))
    }
    #expect(!top.contains(where: isRow(40)))

    try session.sendKeys("PageDown", "PageDown")
    try await session.waitUntil("two pages down") { rows in
      !rows.contains(where: isRow(1)) && rows.contains(where: isRow(39))
    }
    try session.sendKeys("End")
    let bottom = try await session.waitUntil("the last row") { rows in
      rows.contains(where: isRow(1000))
    }
    #expect(bottom.contains(where: isRow(999)))
    // The last row is selected: drawn on the tint.
    let selected = try session.captureStyled().cells(of: "Row 1000")?.first
    #expect(selected?.background == theme.controls.tint)

    try session.sendKeys("Enter")
    let asked = /The list asked for (\d+) of its 1000 rows\./
    let detail = try await session.waitUntil("the row's detail") { rows in
      rows.contains { $0.contains("Section 10, row 100 · even") }
        && rows.contains { $0.contains(asked) }
    }
    #expect(detail[0].contains("Row 1000"))
    // The list asked its data source only for the rows it showed: three screens' worth.
    let count = try #require(detail.lazy.compactMap { $0.firstMatch(of: asked) }.first)
    #expect((20..<100).contains(Int(count.1) ?? 0))

    try session.sendKeys("Escape")
    try await session.waitUntil("the list, still at its end") { rows in
      rows[0].contains("List") && rows.contains(where: isRow(1000))
    }
    try await session.goBackToSampleMenu()
    try await session.quitSample()
  }

  @Test(.needsTmux) func switchRunsTheSpinnerAndTheButtonPulsesTheBox() async throws {
    let session = try await start()
    defer { session.close() }
    try await session.openSampleScreen("Controls")
    // At rest (the 40-cell column centred in 80), so that Tab stays on this screen.
    let rows = try await session.waitUntil("the controls at rest") { rows in
      rows.contains { $0.hasPrefix(String(repeating: " ", count: 20) + "Spinner   ● OFF") }
    }
    #expect(rows.contains { $0.contains("stopped") })
    let spinnerRow = try #require(rows.firstIndex { $0.contains("Spinner") })
    func spinnerGlyph(_ rows: [String]) -> Character? {
      rows[spinnerRow].first { spinnerFrames.contains($0) }
    }
    #expect(spinnerGlyph(rows) == nil)

    // On: the indicator spins (its glyph changes with time) until the switch is off again.
    try session.sendKeys("Space")
    let spinning = try await session.waitUntil("the spinner") { rows in
      rows[spinnerRow].contains("ON ●") && rows[spinnerRow].contains("spinning")
        && spinnerGlyph(rows) != nil
    }
    let firstGlyph = spinnerGlyph(spinning)
    try await session.waitUntil("the spinner turning") { rows in
      spinnerGlyph(rows).map { $0 != firstGlyph } ?? false
    }
    try session.sendKeys("Space")
    try await session.waitUntil("the spinner stopped") { rows in
      rows[spinnerRow].contains("● OFF") && rows[spinnerRow].contains("stopped")
        && spinnerGlyph(rows) == nil
    }

    // The button pulses the box, which ends at its own size.
    try session.sendKeys("Tab")
    try await session.waitForText("▸ Pulse ◂")
    try session.sendKeys("Enter")
    try await session.waitForText("Pulsed once")
    try session.sendKeys("Enter")
    try await session.waitForText("Pulsed 2 times")
    try await session.waitUntilStyled("the box back at its size") { pane in
      boxCells(in: pane) == 6
    }
    try await session.goBackToSampleMenu()
    try await session.quitSample()
  }

  @Test(.needsTmux) func alertReportsEachKindOfAction() async throws {
    let session = try await start()
    defer { session.close() }
    try await session.openSampleScreen("Alert")
    try await session.waitForText("Nothing chosen yet.")

    // Enter shows the alert with Save focused; Enter picks it.
    try await showAlert(in: session)
    let pane = try session.captureStyled()
    #expect(pane.lines.contains { $0.contains("Cancel") && $0.contains("Discard") })
    #expect(pane.foreground(of: "Discard") == theme.controls.destructive)
    #expect(pane.cells(of: "Cancel")?.allSatisfy { $0.style.contains(.bold) } == true)
    try session.sendKeys("Enter")
    try await session.waitForText("You chose Save (default).")

    // Esc picks the cancel action.
    try await showAlert(in: session)
    try session.sendKeys("Escape")
    try await session.waitForText("You chose Cancel (cancel).")

    // Right moves to Discard.
    try await showAlert(in: session)
    try session.sendKeys("Right")
    try await session.waitForText("▸ Discard ◂")
    try session.sendKeys("Enter")
    try await session.waitForText("You chose Discard (destructive).")

    try await session.goBackToSampleMenu()
    try await session.quitSample()
  }

  /// Presses "Show alert" (focused again once an alert is gone) and waits until the alert has
  /// appeared with its default action focused.
  private func showAlert(in session: TmuxSession) async throws {
    try await session.waitForText("▸ Show alert ◂")
    try session.sendKeys("Enter")
    try await session.waitForText("Leave this draft?")
    try await session.waitForText("▸ Save ◂")
  }

  /// The cells filled with the pulse box's color.
  private func boxCells(in pane: StyledPane) -> Int {
    var count = 0
    for y in 0..<pane.cells.size.height {
      for x in 0..<pane.cells.size.width where pane.cells[x, y].background == theme.pulseBox {
        count += 1
      }
    }
    return count
  }
}
