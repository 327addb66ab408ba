import ThinKit

/// What the list tells the user of changes that are not saved: each by name, several at once in
/// one notice that lists them all.
///
/// "Not saved yet: adding “Buy milk” — the disk is full." A change kept and tried again says
/// so, and that quitting before it is saved names it and exits with an error; a change whose
/// commit was not confirmed says that it may be saved; a change given up says it was not.
public struct TodoWriteNotice: UserPresentableError, Sendable {
  /// The reports it tells, oldest first.
  public let reports: [TodoWriteReport]

  public init(reports: [TodoWriteReport]) {
    self.reports = reports
  }

  public var title: String {
    let outcomes = Set(reports.map(\.outcome.kind))
    guard outcomes.count == 1, let outcome = outcomes.first else { return "Not saved" }
    switch outcome {
    case .kept: return "Not saved yet"
    case .unknown: return "Maybe not saved"
    case .notSaved: return "Not saved"
    }
  }

  public var userReadableMessage: String {
    var lines = reports.map { report in
      let line = Self.capitalized("\(report.change)") + " — \(report.outcome.reason)."
      return reports.count == 1 ? line : "• " + line
    }
    let kinds = Set(reports.map(\.outcome.kind))
    if kinds.contains(.kept) || kinds.contains(.unknown) {
      lines.append(
        "Kept and tried again until saved; quitting before then lists "
          + (reports.count == 1 ? "it" : "them") + " and exits with an error.")
    }
    return lines.joined(separator: "\n")
  }

  private static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}

extension TodoWriteReport.Outcome {
  /// The outcome without its details, to tell kinds apart.
  enum Kind: Hashable {
    case kept, unknown, notSaved
  }

  var kind: Kind {
    switch self {
    case .kept: .kept
    case .unknown: .unknown
    case .notSaved: .notSaved
    }
  }

  /// Why, in words: "the disk is full".
  var reason: String {
    switch self {
    case .kept(let reason), .notSaved(let reason, _): reason
    case .unknown(let reason): "may be saved: \(reason)"
    }
  }
}
