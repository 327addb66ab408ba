import Testing

@testable import ThinTerminal

@Suite struct ANSIBytesTests {
  @Test(arguments: [0, 7, 10, 42, 99, 100, 255, 999, 1000, 1001, 20_480, 1_000_000])
  func decimalDigitsMatchTheDescription(value: Int) {
    var bytes: [UInt8] = [0x41]
    bytes.appendDecimal(value)
    #expect(String(decoding: bytes, as: UTF8.self) == "A\(value)")
    #expect(decimalDigits(value) == String(value).count)
  }
}
