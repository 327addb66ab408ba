/// A real gzip bomb: a small gzip stream that inflates to `size` zero bytes (deflate's fixed
/// Huffman codes, one literal then copies of 258 bytes at distance 1, 13 bits each: about
/// 160 to 1), with a true CRC-32 and length, so that any gzip reader inflates it whole.
enum GzipBomb {
  static func make(inflatingTo size: Int) -> [UInt8] {
    var bits = BitWriter()
    bits.write(1, count: 1)  // the last block
    bits.write(1, count: 2)  // fixed Huffman codes
    bits.writeCode(0b0011_0000, count: 8)  // the literal 0
    var left = size - 1
    bits.bytes.reserveCapacity(size / 150)
    while left >= 258 {
      // Length code 285 (8 bits, most significant first, so reversed) and distance code 0.
      bits.write(0b1010_0011, count: 13)
      left -= 258
    }
    if left >= 3 {
      writeCopy(length: left, into: &bits)
      left = 0
    }
    for _ in 0..<left { bits.writeCode(0b0011_0000, count: 8) }
    bits.writeCode(0, count: 7)  // the end of the block
    let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]
    return header + bits.finished + littleEndian(crc32OfZeros(size))
      + littleEndian(UInt32(truncatingIfNeeded: size))
  }

  /// A copy of `length` (3...258) bytes from distance 1.
  private static func writeCopy(length: Int, into bits: inout BitWriter) {
    if length == 258 {
      bits.writeCode(0b1100_0101, count: 8)  // length code 285
    } else {
      // Length codes 257...284, with their extra bits (RFC 1951 §3.2.5).
      let (code, base, extra) = lengthCode(length)
      if code < 280 {
        bits.writeCode(UInt32(code - 256), count: 7)
      } else {
        bits.writeCode(UInt32(0b1100_0000 + code - 280), count: 8)
      }
      bits.write(UInt32(length - base), count: extra)
    }
    bits.writeCode(0, count: 5)  // distance code 0: distance 1
  }

  private static func lengthCode(_ length: Int) -> (code: Int, base: Int, extra: Int) {
    var code = 257
    var base = 3
    for extra in [
      0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5,
    ] {
      if length < base + (1 << extra) { return (code, base, extra) }
      base += 1 << extra
      code += 1
    }
    return (285, 258, 0)
  }

  private static func littleEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }

  /// CRC-32 of `count` zero bytes, without reading them: the register times x^(8·count)
  /// modulo the polynomial (as zlib's crc32_combine computes it).
  private static func crc32OfZeros(_ count: Int) -> UInt32 {
    var power: UInt32 = 1 << 30  // x^1, then x^2, x^4, … as k grows
    var powers: [UInt32] = [power]
    for _ in 1..<32 {
      power = multiply(power, power)
      powers.append(power)
    }
    var product: UInt32 = 1 << 31  // x^0
    var n = count
    var k = 3
    while n > 0 {
      if n & 1 == 1 { product = multiply(powers[k & 31], product) }
      n >>= 1
      k += 1
    }
    return multiply(product, 0xFFFF_FFFF) ^ 0xFFFF_FFFF
  }

  private static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
    var mask: UInt32 = 1 << 31
    var product: UInt32 = 0
    var b = b
    while true {
      if a & mask != 0 {
        product ^= b
        if a & (mask - 1) == 0 { break }
      }
      mask >>= 1
      b = b & 1 == 1 ? (b >> 1) ^ 0xEDB8_8320 : b >> 1
    }
    return product
  }
}

/// Bits written least significant first, as deflate packs them, a whole field at a time.
private struct BitWriter {
  var bytes: [UInt8] = []
  private var pending: UInt64 = 0
  private var pendingCount = 0

  /// `value`'s low `count` bits, least significant first (header fields, extra bits).
  mutating func write(_ value: UInt32, count: Int) {
    pending |= UInt64(value & ((1 << UInt32(count)) &- 1)) << UInt64(pendingCount)
    pendingCount += count
    while pendingCount >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: pending))
      pending >>= 8
      pendingCount -= 8
    }
  }

  /// A Huffman code of `count` bits, most significant first (RFC 1951 §3.1.1).
  mutating func writeCode(_ code: UInt32, count: Int) {
    var reversed: UInt32 = 0
    for bit in 0..<count where code & (1 << UInt32(bit)) != 0 {
      reversed |= 1 << UInt32(count - 1 - bit)
    }
    write(reversed, count: count)
  }

  /// The bytes, the last one padded with zero bits.
  var finished: [UInt8] {
    pendingCount == 0 ? bytes : bytes + [UInt8(truncatingIfNeeded: pending)]
  }
}
