import Testing

@testable import ThinKit

@Suite struct ColorTests {
  @Test func blendingWhiteAtSixtyPercentOverFieldGray() {
    let field = Color(red: 103, green: 103, blue: 103)
    let placeholder = Color.white.withAlpha(0.6).blended(over: field)
    // 255 × 0.6 + 103 × 0.4 = 194.2
    #expect(placeholder == Color(white: 194))
  }

  @Test func opaqueColorCoversBackground() {
    let red = Color(red: 220, green: 0, blue: 0)
    #expect(red.blended(over: .white) == red)
  }

  @Test func interpolationIsClampedAndExactAtEnds() {
    let from = Color(red: 103, green: 103, blue: 103)
    let to = Color(red: 145, green: 145, blue: 145)
    #expect(from.interpolated(to: to, fraction: 0) == from)
    #expect(from.interpolated(to: to, fraction: 0.5) == Color(white: 124))
    #expect(from.interpolated(to: to, fraction: 1) == to)
    #expect(from.interpolated(to: to, fraction: 1.7) == to)
  }

  @Test func alphaIsClamped() {
    #expect(Color(white: 0, alpha: 3).alpha == 1)
    #expect(Color(white: 0, alpha: -1).alpha == 0)
  }

  /// A NaN once reached `UInt8(_:)` as a channel and trapped.
  @Test func notANumberCountsAsZeroInsteadOfTrapping() {
    let veil = Color(white: 0, alpha: .nan)
    #expect(veil.alpha == 0)
    #expect(veil.blended(over: .white) == .white)
    #expect(Color.black.interpolated(to: .white, fraction: .nan) == .black)
    let curve = TimingCurve(x1: .nan, y1: .nan, x2: 0.5, y2: 1)
    #expect(curve.x1 == 0)
    let color = AnimationValue.color(.black).interpolated(
      to: .color(.white), fraction: curve.progress(at: 0.5))
    #expect(color == .color(.black))
  }
}
