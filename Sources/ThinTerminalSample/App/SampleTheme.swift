import ThinKit

/// The sample's colors and timings: the one place that names them. The controls draw from
/// ``controls``; the inspector's title, its color samples and the pulse have roles of their own.
struct SampleTheme: Sendable {
  /// Background, text, fields, buttons, lists, bars and alerts.
  var controls: Theme
  /// The inspector's heading.
  var inspectorTitle: Color
  /// Named samples the inspector shows, to compare how each color mode writes them.
  var namedColors: [(name: String, color: Color)]
  /// How many steps of the hue circle the inspector's strip shows.
  var stripSteps: Int
  /// The box the Controls screen pulses.
  var pulseBox: Color
  /// How much the box grows, and how long growing and shrinking back take in all.
  var pulseScale: Double
  var pulseDuration: Duration

  /// Light text on a dark blue-gray, with a blue tint.
  static let standard = SampleTheme(
    controls: Theme(
      background: Color(red: 18, green: 20, blue: 28),
      text: Color(white: 230),
      secondaryText: Color(white: 140),
      tint: Color(red: 52, green: 120, blue: 246),
      fieldBackground: Color(red: 44, green: 48, blue: 62),
      fieldFocusedBackground: Color(red: 78, green: 86, blue: 112),
      fieldText: Color(white: 240),
      placeholder: Color.white.withAlpha(0.45),
      buttonBackground: Color(red: 52, green: 120, blue: 246),
      buttonPressedBackground: Color(red: 110, green: 165, blue: 255),
      buttonTitle: .white,
      link: Color(red: 120, green: 200, blue: 255),
      invalidIndicator: Color(red: 255, green: 69, blue: 58),
      destructive: Color(red: 255, green: 69, blue: 58),
      barBackground: Color(red: 32, green: 36, blue: 48),
      barTitle: Color(white: 240),
      sheetBackground: Color(red: 36, green: 40, blue: 54)
    ),
    inspectorTitle: Color(red: 120, green: 200, blue: 255),
    namedColors: [
      ("red", Color(red: 255, green: 0, blue: 0)),
      ("green", Color(red: 0, green: 255, blue: 0)),
      ("blue", Color(red: 0, green: 0, blue: 255)),
      ("yellow", Color(red: 255, green: 255, blue: 0)),
    ],
    stripSteps: 24,
    pulseBox: Color(red: 255, green: 159, blue: 10),
    pulseScale: 1.6,
    pulseDuration: .milliseconds(300)
  )

  /// Grows to ``pulseScale`` in the first half of ``pulseDuration`` and back in the second.
  var pulse: KeyframeAnimation {
    KeyframeAnimation(
      property: .scale, values: [.number(1), .number(pulseScale), .number(1)],
      keyTimes: [0, 0.5, 1], duration: pulseDuration)
  }

  /// ``stripSteps`` colors going once around the hue circle, from red.
  var stripColors: [Color] {
    (0..<stripSteps).map { Self.hue(Double($0) / Double(stripSteps)) }
  }

  /// The fully saturated color at `position` (0 ..< 1) around the hue circle.
  private static func hue(_ position: Double) -> Color {
    let scaled = position * 6
    let rising = UInt8((scaled - scaled.rounded(.down)) * 255)
    let falling = 255 - rising
    switch Int(scaled) % 6 {
    case 0: return Color(red: 255, green: rising, blue: 0)
    case 1: return Color(red: falling, green: 255, blue: 0)
    case 2: return Color(red: 0, green: 255, blue: rising)
    case 3: return Color(red: 0, green: falling, blue: 255)
    case 4: return Color(red: rising, green: 0, blue: 255)
    default: return Color(red: 255, green: 0, blue: falling)
    }
  }
}
