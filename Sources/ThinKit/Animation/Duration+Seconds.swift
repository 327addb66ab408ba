extension Duration {
  /// The duration as a floating-point number of seconds, for interpolation arithmetic.
  public var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
