import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// Controls' focus and press highlights are ThinKit `HighlightBehavior`s: the theme's by
/// default, replaced for good by one an app attaches.
@Suite @MainActor struct ControlHighlightTests {
  private let standard = Theme.standard

  /// A field (x 0–9, row 0) and a filled button (x 0–9, row 2) in a root with `theme`.
  private func makeHost(theme: Theme? = nil) -> (TestHost, TextField, Button) {
    let field = TextField()
    field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    let button = Button(title: "Go")
    button.frame = Rect(x: 0, y: 2, width: 10, height: 1)
    let host = TestHost(hosting: field, button, size: Size(width: 20, height: 5), theme: theme)
    // 8 frames per second: frames land exactly on 0, 0.125 and 0.25 s.
    host.app.preferredFramesPerSecond = 8
    return (host, field, button)
  }

  @Test func theThemeGivesFieldsAFocusHighlightAndFilledButtonsAPressHighlight() {
    let field = TextField()
    #expect(field.highlightBehavior?.style == standard.fieldHighlight)
    #expect(field.highlightBehavior?.trigger == .focus)
    let button = Button(title: "Go")
    #expect(button.highlightBehavior?.style == standard.buttonHighlight)
    #expect(button.highlightBehavior?.trigger == .press)
    #expect(Button(title: "link", style: .plain).highlightBehavior == nil)
    #expect(Switch().highlightBehavior == nil)
  }

  @Test func movingIntoAThemedHierarchyRestylesTheHighlight() {
    var theme = Theme.standard
    theme.fieldBackground = Color(white: 103)
    theme.fieldFocusedBackground = Color(white: 145)
    let (host, field, button) = makeHost(theme: theme)
    #expect(field.highlightBehavior?.style == theme.fieldHighlight)
    #expect(host.terminal.screen[5, 0].background == Color(white: 103))
    #expect(host.terminal.screen[5, 2].background == theme.buttonBackground)
    field.becomeFirstResponder()
    theme.fieldFocusedBackground = Color(white: 160)
    host.window.theme = theme
    host.app.displayIfNeeded()
    // A focused field shows the new theme's focused color at once.
    #expect(host.terminal.screen[5, 0].background == Color(white: 160))
    #expect(button.highlightBehavior?.isAttached == true)
  }

  @Test func anAttachedHighlightReplacesTheThemesForGood() async {
    let (host, field, _) = makeHost()
    let themes = field.highlightBehavior
    let style = HighlightStyle(
      normal: Color(white: 40), highlighted: Color(white: 80), duration: .milliseconds(250),
      timingCurve: .linear)
    let own = HighlightBehavior(view: field, style: style, trigger: .focus)
    #expect(field.highlightBehavior === own)
    #expect(themes?.isAttached == false)
    host.app.displayIfNeeded()
    #expect(host.terminal.screen[5, 0].background == Color(white: 40))
    field.becomeFirstResponder()
    await host.advance(by: .milliseconds(125))
    #expect(host.terminal.screen[5, 0].background == Color(white: 60))
    await host.advance(by: .milliseconds(125))
    #expect(host.terminal.screen[5, 0].background == Color(white: 80))
    // A theme change does not bring the theme's highlight back.
    var theme = Theme.standard
    theme.fieldFocusedBackground = Color(white: 1)
    host.window.theme = theme
    host.app.displayIfNeeded()
    #expect(field.highlightBehavior === own)
    #expect(host.terminal.screen[5, 0].background == Color(white: 80))
  }

  @Test func aPlainButtonHasNoHighlightAndAFilledOneGetsItBack() {
    let (host, _, button) = makeHost()
    button.style = .plain
    #expect(button.highlightBehavior == nil)
    host.app.displayIfNeeded()
    #expect(host.terminal.screen[0, 2].background == standard.background)
    button.style = .filled
    #expect(button.highlightBehavior?.style == standard.buttonHighlight)
    host.app.displayIfNeeded()
    #expect(host.terminal.screen[0, 2].background == standard.buttonBackground)
  }

  @Test func disablingAPressedButtonCancelsThePressAndItsHighlight() async {
    let (host, _, button) = makeHost()
    var events: [String] = []
    button.addAction(for: .touchDown) { events.append("down") }
    button.addAction(for: .allTouchEnds) { events.append("end") }
    button.addAction(for: .touchCancel) { events.append("cancel") }
    host.send(.mouse(MouseEvent(kind: .press, position: Point(x: 3, y: 2))))
    await host.advance(by: .milliseconds(250))
    #expect(host.terminal.screen[3, 2].background == standard.buttonPressedBackground)
    button.isEnabled = false
    #expect(events == ["down", "end", "cancel"])
    #expect(button.highlightBehavior?.isHighlighted == false)
    // The release that follows does nothing.
    host.send(.mouse(MouseEvent(kind: .release, position: Point(x: 3, y: 2))))
    #expect(events == ["down", "end", "cancel"])
    // Disabled, the button sits on the field color with a dimmed title.
    host.app.displayIfNeeded()
    #expect(host.terminal.screen[0, 2].background == standard.fieldBackground)
    #expect(host.terminal.screen[4, 2].foreground == standard.secondaryText)
  }

  @Test func aButtonIsAFormFieldThatTakesItsTurnInTheFocusOrder() async {
    let (host, field, button) = makeHost()
    @MainActor final class Submits: FormBehaviorDelegate {
      var count = 0
      func formDidSubmit(_ form: FormBehavior) async { count += 1 }
    }
    let submits = Submits()
    let form = FormBehavior(
      fields: [field, button], returnEvents: [.editingDidEndOnExit, .primaryActionTriggered])
    form.delegate = submits
    form.next()
    host.key(.enter)
    #expect(button.isFirstResponder)
    #expect(submits.count == 0)
    // Enter presses the button; the next event releases it, which submits the form.
    host.key(.enter)
    host.key(.escape)
    #expect(form.isBusy)
    await form.currentSubmission?.value
    #expect(submits.count == 1)
  }
}
