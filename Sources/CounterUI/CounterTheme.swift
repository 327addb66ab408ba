import Counter
import ThinKit

/// The counter screen's colors and timings: the one place that names them.
public struct CounterTheme: Sendable {
  /// Background, info text and buttons.
  public var controls: Theme
  /// The count when it is zero, positive and negative.
  public var zero: Color
  public var positive: Color
  public var negative: Color
  /// How much the count grows on each change, and how long it takes to grow and shrink back.
  public var pulseScale: Double
  public var pulseDuration: Duration

  public init(
    controls: Theme, zero: Color, positive: Color, negative: Color, pulseScale: Double,
    pulseDuration: Duration
  ) {
    self.controls = controls
    self.zero = zero
    self.positive = positive
    self.negative = negative
    self.pulseScale = pulseScale
    self.pulseDuration = pulseDuration
  }

  /// The counter as specified: black, green and red digits on white; a 1.3× pulse over 0.2 s.
  public static let standard = CounterTheme(
    controls: .standard,
    zero: .black,
    positive: Color(red: 26, green: 179, blue: 13),
    negative: Color(red: 255, green: 0, blue: 0),
    pulseScale: 1.3,
    pulseDuration: .milliseconds(200)
  )

  /// The color of a count of `counterColor`'s class.
  public func color(for counterColor: CounterColor) -> Color {
    switch counterColor {
    case .zero: zero
    case .positive: positive
    case .negative: negative
    }
  }

  /// Grows to ``pulseScale`` in the first half of ``pulseDuration`` and back in the second.
  public var pulse: KeyframeAnimation {
    KeyframeAnimation(
      property: .scale, values: [.number(1), .number(pulseScale), .number(1)],
      keyTimes: [0, 0.5, 1], duration: pulseDuration)
  }
}
