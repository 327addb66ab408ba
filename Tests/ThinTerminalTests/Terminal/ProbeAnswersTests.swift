import Testing

@testable import ThinTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The width probe's answers that have not come when the terminal is given back are read and
/// dropped there, so that they never reach the shell as typed text; what follows them stays.
@Suite struct ProbeAnswersTests {
  /// A pipe holding `bytes`, its write end closed: the input a terminal would give.
  private func input(_ bytes: String) throws -> Int32 {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    TerminalOutput.writeAll(Array(bytes.utf8), to: ends[1])
    close(ends[1])
    return ends[0]
  }

  private func rest(of descriptor: Int32) -> String {
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(descriptor, &buffer, buffer.count)
    return String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
  }

  @Test func theAnswersNotComeAreDroppedAndWhatFollowsStays() throws {
    let answers = ProbeAnswers(expected: 4, timeout: .seconds(60))
    answers.receive()
    #expect(answers.outstanding == 3)
    let descriptor = try input("\u{1B}[2;2R\u{1B}[2;3Rq\u{1B}[2;5Rls -l\r")
    defer { close(descriptor) }
    #expect(answers.discardOutstanding(from: descriptor))
    #expect(rest(of: descriptor) == "ls -l\r", "typed after the answers: the shell's")
  }

  /// The decoder may have taken the start of an answer: its `R` ends it.
  @Test func theEndOfAnAnswerBegunCountsAsOne() throws {
    let answers = ProbeAnswers(expected: 2, timeout: .seconds(60))
    let descriptor = try input("5R\u{1B}[2;2Rnext")
    defer { close(descriptor) }
    #expect(answers.discardOutstanding(from: descriptor))
    #expect(rest(of: descriptor) == "next")
  }

  @Test func withEveryAnswerComeNothingIsRead() throws {
    let answers = ProbeAnswers(expected: 2, timeout: .seconds(60))
    answers.receive()
    answers.receive()
    answers.receive()
    #expect(answers.outstanding == 0)
    let descriptor = try input("typed")
    defer { close(descriptor) }
    #expect(answers.discardOutstanding(from: descriptor))
    #expect(rest(of: descriptor) == "typed")
  }

  /// A terminal that never answers, or one that hung up: given up, never waited for past the
  /// probe's time.
  @Test func inputThatEndsOrATimeThatIsOverStopsTheReading() throws {
    let ended = ProbeAnswers(expected: 3, timeout: .seconds(60))
    let descriptor = try input("\u{1B}[2;2R")
    defer { close(descriptor) }
    #expect(!ended.discardOutstanding(from: descriptor))

    let over = ProbeAnswers(expected: 3, timeout: .zero)
    let unread = try input("\u{1B}[2;2R")
    defer { close(unread) }
    #expect(!over.discardOutstanding(from: unread))
    #expect(rest(of: unread) == "\u{1B}[2;2R", "nothing read once the time is over")
  }
}
