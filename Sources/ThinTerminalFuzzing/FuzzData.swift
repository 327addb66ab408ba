/// The choices a fuzz check makes, read from the fuzzer's bytes one at a time: the fuzzer
/// steers every choice, and past the end of its bytes each choice is the first one.
struct FuzzData {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { index >= bytes.count }

  /// The next byte; 0 past the end.
  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  /// A number in `range`, from one byte (two for ranges wider than 256).
  mutating func int(in range: ClosedRange<Int>) -> Int {
    let count = range.count
    let value = count > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
    return range.lowerBound + value % count
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// One of `options`, which must not be empty.
  mutating func pick<T>(_ options: [T]) -> T {
    options[int(in: 0...options.count - 1)]
  }

  /// The bytes not read yet, and the end reached.
  mutating func rest() -> ArraySlice<UInt8> {
    defer { index = bytes.count }
    return bytes[min(index, bytes.count)...]
  }
}
