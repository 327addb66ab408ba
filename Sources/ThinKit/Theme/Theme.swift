/// The colors and timings of an interface, named by role: the one place that names colors.
///
/// Views and controls ask their theme for a role ("the focused field background"), never for a
/// literal color. An app's own theme (`AuthTheme`, `CounterTheme`) holds a `Theme` for its
/// controls plus the roles only it has.
public struct Theme: Hashable, Sendable {
  /// Screen background.
  public var background: Color
  /// Body text.
  public var text: Color
  /// Secondary text: hints, captions, disabled titles.
  public var secondaryText: Color
  /// Accent for links, selection and the cursor.
  public var tint: Color
  public var fieldBackground: Color
  public var fieldFocusedBackground: Color
  public var fieldText: Color
  /// Placeholder text, field icons and the cursor inside fields (may be translucent).
  public var placeholder: Color
  public var buttonBackground: Color
  public var buttonPressedBackground: Color
  public var buttonTitle: Color
  /// A button drawn as a plain link.
  public var link: Color
  /// The dot that marks invalid input.
  public var invalidIndicator: Color
  /// Destructive actions ("Delete", "Log Out").
  public var destructive: Color
  public var barBackground: Color
  public var barTitle: Color
  /// Background of modal sheets and alerts.
  public var sheetBackground: Color
  /// How long implicit animations (highlight, focus) take: 0.25 s unless a theme says otherwise.
  public var implicitAnimationDuration: Duration

  public init(
    background: Color, text: Color, secondaryText: Color, tint: Color,
    fieldBackground: Color, fieldFocusedBackground: Color, fieldText: Color, placeholder: Color,
    buttonBackground: Color, buttonPressedBackground: Color, buttonTitle: Color, link: Color,
    invalidIndicator: Color, destructive: Color, barBackground: Color, barTitle: Color,
    sheetBackground: Color, implicitAnimationDuration: Duration = .milliseconds(250)
  ) {
    self.background = background
    self.text = text
    self.secondaryText = secondaryText
    self.tint = tint
    self.fieldBackground = fieldBackground
    self.fieldFocusedBackground = fieldFocusedBackground
    self.fieldText = fieldText
    self.placeholder = placeholder
    self.buttonBackground = buttonBackground
    self.buttonPressedBackground = buttonPressedBackground
    self.buttonTitle = buttonTitle
    self.link = link
    self.invalidIndicator = invalidIndicator
    self.destructive = destructive
    self.barBackground = barBackground
    self.barTitle = barTitle
    self.sheetBackground = sheetBackground
    self.implicitAnimationDuration = implicitAnimationDuration
  }

  /// The system look: dark text on white, blue tint, as UIKit's defaults.
  public static let standard = Theme(
    background: .white,
    text: .black,
    secondaryText: Color(white: 110),
    tint: Color(red: 0, green: 122, blue: 255),
    fieldBackground: Color(white: 235),
    fieldFocusedBackground: Color(white: 215),
    fieldText: .black,
    placeholder: Color.black.withAlpha(0.4),
    buttonBackground: Color(red: 0, green: 122, blue: 255),
    buttonPressedBackground: Color(red: 21, green: 160, blue: 255),
    buttonTitle: .white,
    link: Color(red: 0, green: 122, blue: 255),
    invalidIndicator: Color(red: 220, green: 0, blue: 0),
    destructive: Color(red: 255, green: 59, blue: 48),
    barBackground: Color(white: 245),
    barTitle: .black,
    sheetBackground: Color(white: 250)
  )
}
