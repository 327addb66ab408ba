import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts the width probe's answers as they come, so that the terminal can be given back
/// without them: a terminal answers whatever happens, and answers that come after the program
/// ended reach the shell as typed text ("2R5R3R" in front of the next command). A program that
/// quits (or fails to start) before they all came reads and drops the rest as it restores the
/// terminal, for at most the rest of the probe's ``WidthProbe/timeout``.
final class ProbeAnswers: Sendable {
  private let expected: Int
  private let deadline: ContinuousClock.Instant
  private let received = Mutex(0)

  /// Answers to `expected` requests sent now, awaited until `timeout` from now.
  init(expected: Int, timeout: Duration = WidthProbe.timeout) {
    self.expected = expected
    deadline = .now + timeout
  }

  /// Counts one answer that came.
  func receive() {
    received.withLock { $0 += 1 }
  }

  /// The answers not come yet.
  var outstanding: Int { max(0, expected - received.withLock { $0 }) }

  /// Reads `input` a byte at a time until the answers not come yet went by (each ends in `R`
  /// after a digit) or the deadline passed; bytes that follow them stay for the shell. Call it
  /// once nothing else reads `input`, still in raw mode (so nothing is echoed). Returns whether
  /// every answer came.
  @discardableResult
  func discardOutstanding(from input: Int32) -> Bool {
    var left = outstanding
    // The decoder may hold the start of an answer whose `R` is still to come.
    var afterDigit = true
    while left > 0 {
      guard let byte = readByte(from: input) else { return false }
      if byte == UInt8(ascii: "R"), afterDigit { left -= 1 }
      afterDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    return true
  }

  /// The next byte of `input`; nil once the deadline passed or input ended.
  private func readByte(from input: Int32) -> UInt8? {
    while true {
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero else { return nil }
      let milliseconds = Int32(remaining / .milliseconds(1)) + 1
      var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { return nil }
      var byte: UInt8 = 0
      let count = read(input, &byte, 1)
      if count < 0, errno == EINTR { continue }
      return count == 1 ? byte : nil
    }
  }
}
