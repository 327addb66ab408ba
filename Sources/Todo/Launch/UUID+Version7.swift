import Foundation

extension UUID {
  /// A version 7 UUID (RFC 9562): the milliseconds since 1970 of `date` first, then random
  /// bits. Ids made in time order sort in that order, so a table keyed by them grows at its end
  /// instead of on a random page per row.
  init(version7At date: Date, using generator: inout some RandomNumberGenerator) {
    let milliseconds = UInt64(max(0, date.timeIntervalSince1970 * 1000))
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in 0..<6 {
      bytes[index] = UInt8(truncatingIfNeeded: milliseconds >> (40 - 8 * index))
    }
    let random: [UInt64] = [generator.next(), generator.next()]
    for index in 6..<16 {
      bytes[index] = UInt8(truncatingIfNeeded: random[index / 8] >> (8 * (index % 8)))
    }
    bytes[6] = 0x70 | (bytes[6] & 0x0F)  // version 7
    bytes[8] = 0x80 | (bytes[8] & 0x3F)  // the RFC's variant
    self.init(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
