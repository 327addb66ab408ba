import ThinKit

/// The Sign-in demo's colors and timings: every color of the spec's table, and the one place
/// that names them. Views read ``controls`` (a ThinKit `Theme`) and the shake from here.
public struct AuthTheme: Hashable, Sendable {
  /// The screen behind the form.
  public var background: Color
  public var fieldBackground: Color
  public var fieldFocusedBackground: Color
  public var fieldText: Color
  /// Placeholder, field glyphs and cursor: translucent, blended over the field background.
  public var placeholder: Color
  /// The dot of an invalid field.
  public var invalidIndicator: Color
  /// The sentence under the fields saying why input was refused: a light red that reads on
  /// the dark background (the dot's red does not).
  public var problemText: Color
  /// LOG IN at rest and while pressed, and its title.
  public var buttonBackground: Color
  public var buttonPressedBackground: Color
  public var buttonTitle: Color
  /// "Forgotten password?", drawn as a plain link; also the hint line.
  public var link: Color
  /// "Log Out" in the confirmation.
  public var destructive: Color
  /// How long focus and press highlights take.
  public var implicitAnimationDuration: Duration
  /// The "no" of a refused field.
  public var shake: ShakeAnimation

  public init(
    background: Color, fieldBackground: Color, fieldFocusedBackground: Color, fieldText: Color,
    placeholder: Color, invalidIndicator: Color, problemText: Color, buttonBackground: Color,
    buttonPressedBackground: Color, buttonTitle: Color, link: Color, destructive: Color,
    implicitAnimationDuration: Duration = .milliseconds(250), shake: ShakeAnimation = .init()
  ) {
    self.background = background
    self.fieldBackground = fieldBackground
    self.fieldFocusedBackground = fieldFocusedBackground
    self.fieldText = fieldText
    self.placeholder = placeholder
    self.invalidIndicator = invalidIndicator
    self.problemText = problemText
    self.buttonBackground = buttonBackground
    self.buttonPressedBackground = buttonPressedBackground
    self.buttonTitle = buttonTitle
    self.link = link
    self.destructive = destructive
    self.implicitAnimationDuration = implicitAnimationDuration
    self.shake = shake
  }

  /// The spec's table: white on dark gray, a blue LOG IN, a red invalid dot; a 2-column shake.
  public static let standard = AuthTheme(
    background: Color(white: 85),
    fieldBackground: Color(white: 103),
    fieldFocusedBackground: Color(white: 145),
    fieldText: .white,
    placeholder: Color.white.withAlpha(0.6),
    invalidIndicator: Color(red: 220, green: 0, blue: 0),
    problemText: Color(red: 255, green: 160, blue: 160),
    buttonBackground: Color(red: 0, green: 122, blue: 255),
    buttonPressedBackground: Color(red: 21, green: 160, blue: 255),
    buttonTitle: .white,
    link: Color(white: 170),
    destructive: Color(red: 255, green: 59, blue: 48)
  )

  /// The theme the screens' controls draw with, made of the roles above.
  public var controls: Theme {
    Theme(
      background: background, text: fieldText, secondaryText: link, tint: buttonBackground,
      fieldBackground: fieldBackground, fieldFocusedBackground: fieldFocusedBackground,
      fieldText: fieldText, placeholder: placeholder, buttonBackground: buttonBackground,
      buttonPressedBackground: buttonPressedBackground, buttonTitle: buttonTitle, link: link,
      invalidIndicator: invalidIndicator, destructive: destructive, barBackground: background,
      barTitle: fieldText, sheetBackground: background,
      implicitAnimationDuration: implicitAnimationDuration)
  }
}
