/// The numeric parameters of a CSI sequence (`1;5` in `ESC [ 1 ; 5 A`).
enum CSIParameters {
  /// Larger numbers are no coordinate or key code; capping them keeps arithmetic from
  /// overflowing on hostile input.
  static let maximumValue = 1_000_000

  /// The parameters separated by `;`; an empty one is nil (its default applies). Of
  /// `:`-separated sub-parameters only the first counts.
  static func parse(_ bytes: ArraySlice<UInt8>) -> [Int?] {
    var values: [Int?] = []
    var current: Int?
    var inSubParameter = false
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard !inSubParameter else { continue }
        current = min((current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), maximumValue)
      case UInt8(ascii: ";"):
        values.append(current)
        current = nil
        inSubParameter = false
      case UInt8(ascii: ":"):
        inSubParameter = true
      default:
        continue
      }
    }
    values.append(current)
    return values
  }
}
