/// Figures as the tests print them.
enum Figures {
  /// `duration` in milliseconds, with one decimal: "3.2 ms".
  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let tenths = seconds * 10_000 + attoseconds / 100_000_000_000_000
    return "\(tenths / 10).\(tenths % 10) ms"
  }

  /// `bytes` in mebibytes, with one decimal: "4.2 MiB".
  static func mebibytes(_ bytes: Int) -> String {
    let tenths = bytes * 10 / (1024 * 1024)
    return "\(tenths / 10).\(tenths % 10) MiB"
  }
}
