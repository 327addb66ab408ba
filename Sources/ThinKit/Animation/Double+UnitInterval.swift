extension Double {
  /// The value clamped to 0...1, with NaN as 0: fractions and opacities come from arithmetic a
  /// caller controls (a timing curve, a theme), and a NaN let through would trap where it
  /// becomes a color channel.
  var clampedToUnitInterval: Double {
    guard self > 0 else { return 0 }
    return Swift.min(self, 1)
  }
}
