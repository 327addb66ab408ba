import Clocks
import InMemoryLogging
import Logging
import Testing

@testable import AuthServer

/// The log writes at most its budget of lines per window, then one summary line with how many
/// it dropped, before the first line of a later window; exempt lines always pass. Time is the
/// test clock's, moved by hand.
@Suite struct LogBudgetTests {
  /// A log held to 5 lines per 10 s on a test clock, its exempt twin, and what they wrote.
  private struct Log {
    let clock = TestClock<Duration>()
    let written: InMemoryLogHandler
    let limited: Logger
    let exempt: Logger

    init(limit: RateLimit = RateLimit(maximum: 5, window: .seconds(10))) {
      let written = InMemoryLogHandler()
      let budget = LogBudget(limit, clock: clock)
      self.written = written
      limited = Logger(label: "test") { _ in
        BudgetedLogHandler(wrapping: written, budget: budget)
      }
      exempt = Logger(label: "test") { _ in
        BudgetedLogHandler(wrapping: written, budget: budget, isExempt: true)
      }
    }

    var messages: [String] { written.entries.map(\.message.description) }

    func lines(_ count: Int, _ prefix: String = "line") {
      for index in 0..<count { limited.info("\(prefix) \(index)") }
    }
  }

  @Test func aBurstPastTheLimitLogsTheLimitThenOneSummaryOnceTimeMovesOn() async {
    let log = Log()
    log.lines(12)
    #expect(log.messages == (0..<5).map { "line \($0)" })
    await log.clock.advance(by: .seconds(9))
    log.lines(2, "still")
    #expect(log.messages.count == 5, "the window has not passed: nothing more, nor a summary")
    await log.clock.advance(by: .seconds(1))
    log.limited.info("next")
    #expect(log.messages.count == 7)
    let summary = log.written.entries[5]
    #expect(summary.message.description == "9 log lines dropped (rate limit: 5 per 10 s)")
    #expect(summary.level == .warning)
    #expect(summary.metadata["dropped"] == "9")
    #expect(log.messages.last == "next")
  }

  @Test func linesUnderTheLimitAreAllLoggedWithoutASummary() async {
    let log = Log()
    log.lines(5, "first")
    await log.clock.advance(by: .seconds(10))
    log.lines(5, "second")
    #expect(log.messages == (0..<5).map { "first \($0)" } + (0..<5).map { "second \($0)" })
  }

  @Test func exemptLinesPassAFullBudgetAndUseNoneOfIt() async {
    let log = Log()
    log.lines(8)
    for index in 0..<50 { log.exempt.info("signed in \(index)") }
    #expect(log.messages == (0..<5).map { "line \($0)" } + (0..<50).map { "signed in \($0)" })
    await log.clock.advance(by: .seconds(10))
    log.exempt.info("reset link sent")
    log.lines(5, "after")
    #expect(
      log.messages.suffix(7)
        == ["3 log lines dropped (rate limit: 5 per 10 s)", "reset link sent"]
        + (0..<5).map { "after \($0)" },
      "the exempt line tells what was dropped before it, and leaves the new budget whole")
  }

  @Test func manyLinesAtOnceFromManyTasksPassNoMoreThanTheLimit() async {
    let log = Log(limit: RateLimit(maximum: 100, window: .seconds(10)))
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 { group.addTask { log.lines(500, "task \(task)") } }
    }
    #expect(log.messages.count == 100)
    await log.clock.advance(by: .seconds(10))
    log.limited.info("next")
    #expect(
      log.messages.suffix(2) == ["3900 log lines dropped (rate limit: 100 per 10 s)", "next"])
  }

  /// The summary is written past the logger's check of the level: it takes the log's level
  /// when that is above a warning.
  @Test func theSummaryIsNeverUnderTheLogsLevel() async {
    var written = InMemoryLogHandler()
    written.logLevel = .error
    let handler = written
    let clock = TestClock<Duration>()
    let budget = LogBudget(RateLimit(maximum: 1, window: .seconds(10)), clock: clock)
    let logger = Logger(label: "test") { _ in
      BudgetedLogHandler(wrapping: handler, budget: budget)
    }
    logger.error("first")
    logger.error("dropped")
    await clock.advance(by: .seconds(10))
    logger.error("next")
    #expect(handler.entries.map(\.level) == [.error, .error, .error])
    #expect(handler.entries.map(\.message.description)[1].hasPrefix("1 log line dropped"))
  }

  /// The server's two loggers share one budget, on the server's clock, and keep the level of
  /// the logger given: a line under it reaches neither the log nor the budget.
  @Test func theServersLoggersShareOneBudgetAndKeepTheGivenLevel() async throws {
    var written = InMemoryLogHandler()
    written.logLevel = .info
    let handler = written
    let clock = TestClock<Duration>()
    let server = AuthServer(
      accounts: try await AccountStore(hasher: PasswordHasher(cost: 4)), clock: clock,
      limits: AuthServerLimits(logLines: RateLimit(maximum: 3, window: .seconds(10))),
      logger: Logger(label: "test") { _ in handler })
    for index in 0..<10 { server.logger.debug("debug \(index)") }
    for index in 0..<5 { server.logger.info("line \(index)") }
    server.securityLogger.info("signed in")
    await clock.advance(by: .seconds(10))
    server.logger.info("next")
    #expect(
      handler.entries.map(\.message.description)
        == [
          "line 0", "line 1", "line 2", "signed in", "2 log lines dropped (rate limit: 3 per 10 s)",
          "next",
        ])
  }
}
