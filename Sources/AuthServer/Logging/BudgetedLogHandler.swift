import Logging

/// A log handler that writes through another only the lines its ``LogBudget`` lets pass, and
/// tells the lines it dropped in one summary line before the next it writes.
///
/// It wraps the handler the server was given, so that every line of the server's logger is
/// counted: its own, Hummingbird's and SwiftNIO's. The level, metadata and metadata provider
/// are the wrapped handler's: a line the level leaves out never reaches the budget.
struct BudgetedLogHandler: LogHandler {
  private var upstream: any LogHandler
  let budget: LogBudget
  /// Whether this handler's lines always pass (and use none of the budget).
  let isExempt: Bool

  init(wrapping upstream: any LogHandler, budget: LogBudget, isExempt: Bool = false) {
    self.upstream = upstream
    self.budget = budget
    self.isExempt = isExempt
  }

  func log(event: LogEvent) {
    let admission = budget.admit(exempt: isExempt)
    if admission.droppedBefore > 0 {
      upstream.log(event: summary(of: admission.droppedBefore, before: event))
    }
    if admission.passes { upstream.log(event: event) }
  }

  /// The line that tells how many were dropped: a warning, so that the owner finds it among
  /// the lines of the attack that caused it (or the log's level, if higher: it is written
  /// past the logger's check of the level, and must not show under it).
  private func summary(of dropped: Int, before event: LogEvent) -> LogEvent {
    let (maximum, window) = (budget.limit.maximum, budget.limit.window.components.seconds)
    let lines = dropped == 1 ? "line" : "lines"
    return LogEvent(
      level: max(.warning, upstream.logLevel),
      message: "\(dropped) log \(lines) dropped (rate limit: \(maximum) per \(window) s)",
      metadata: ["dropped": "\(dropped)"], source: event.source, file: #fileID,
      function: #function, line: #line)
  }

  var metadataProvider: Logger.MetadataProvider? {
    get { upstream.metadataProvider }
    set { upstream.metadataProvider = newValue }
  }

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { upstream[metadataKey: key] }
    set { upstream[metadataKey: key] = newValue }
  }

  var metadata: Logger.Metadata {
    get { upstream.metadata }
    set { upstream.metadata = newValue }
  }

  var logLevel: Logger.Level {
    get { upstream.logLevel }
    set { upstream.logLevel = newValue }
  }
}
