/// The shortest bytes that move the cursor to a cell, given where it is (when known).
///
/// Candidates: an absolute move (`ESC [ row ; col H`), a relative one along the row or column
/// (`ESC [ n C/D/A/B`), and the one-byte controls CR, BS and LF. LF only moves down because the
/// terminal is in raw mode (no output post-processing turning it into CR LF), and it is only
/// used above the last row, where it cannot scroll.
enum CursorMotion {
  /// Appends the cheapest move from `current` (nil when unknown) to `target`, zero-based.
  static func append(from current: Point?, to target: Point, into bytes: inout [UInt8]) {
    guard let current else { return appendAbsolute(target, into: &bytes) }
    if current == target { return }
    let absoluteCost = absoluteLength(target)
    let dx = target.x - current.x
    let dy = target.y - current.y
    if dy == 0 {
      if target.x == 0 { return bytes.append(0x0D) }
      if dx == -1 { return bytes.append(0x08) }
      let cost = 3 + (abs(dx) == 1 ? 0 : decimalDigits(abs(dx)))
      if cost < absoluteCost {
        return appendRelative(abs(dx), final: dx > 0 ? "C" : "D", into: &bytes)
      }
    } else if dx == 0 {
      if dy == 1 { return bytes.append(0x0A) }
      let cost = 3 + (abs(dy) == 1 ? 0 : decimalDigits(abs(dy)))
      if cost < absoluteCost {
        return appendRelative(abs(dy), final: dy > 0 ? "B" : "A", into: &bytes)
      }
    } else if target.x == 0, dy == 1 {
      return bytes.append(contentsOf: [0x0D, 0x0A])
    }
    appendAbsolute(target, into: &bytes)
  }

  /// `ESC [ row ; col H`, leaving out parameters that are 1 (their default).
  private static func appendAbsolute(_ target: Point, into bytes: inout [UInt8]) {
    bytes.appendCSI()
    if target.y > 0 || target.x > 0 { bytes.appendDecimal(target.y + 1) }
    if target.x > 0 {
      bytes.append(UInt8(ascii: ";"))
      bytes.appendDecimal(target.x + 1)
    }
    bytes.append(UInt8(ascii: "H"))
  }

  private static func absoluteLength(_ target: Point) -> Int {
    if target.x == 0 && target.y == 0 { return 3 }
    if target.x == 0 { return 3 + decimalDigits(target.y + 1) }
    return 4 + decimalDigits(target.y + 1) + decimalDigits(target.x + 1)
  }

  private static func appendRelative(_ count: Int, final: Unicode.Scalar, into bytes: inout [UInt8])
  {
    bytes.appendCSI()
    if count != 1 { bytes.appendDecimal(count) }
    bytes.append(UInt8(ascii: final))
  }
}
