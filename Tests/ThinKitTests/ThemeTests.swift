import Testing

@testable import ThinKit

@Suite struct ThemeTests {
  @Test func highlightStylesNameTheThemeRolesAndItsDuration() {
    var theme = Theme.standard
    #expect(theme.implicitAnimationDuration == .milliseconds(250))
    theme.implicitAnimationDuration = .milliseconds(400)
    let field = theme.fieldHighlight
    #expect(field.normal == theme.fieldBackground)
    #expect(field.highlighted == theme.fieldFocusedBackground)
    #expect(field.duration == .milliseconds(400))
    let button = theme.buttonHighlight
    #expect(button.normal == theme.buttonBackground)
    #expect(button.highlighted == theme.buttonPressedBackground)
    #expect(button.duration == .milliseconds(400))
  }
}
