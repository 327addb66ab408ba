/// What the list's notice lines say of the writes running in the background and of the file:
/// the changes waiting, each by name, and why; the changes given up, until the user dismisses
/// them; for a while, that the changes which waited are saved; then that rows could not be
/// read, or that the file is damaged (``TodoListNotice``).
///
/// Lines, not an alert: a notice nobody asked for must not take the keys the user is typing
/// for something else (an alert's button would take Space and Return and drop the letters).
public struct TodoWriteNotice: Equatable, Sendable {
  /// The lines, each part headed by what it is about: "2 changes not saved yet — the disk is
  /// full; trying again…", then "• Adding “Buy milk”" for each change.
  public let lines: [String]
  /// Whether it names changes given up or rows that could not be read, which stay until the
  /// user dismisses them.
  public let isDismissible: Bool

  /// The key that dismisses the changes given up, and its title in the key hints.
  public static let dismissKey: Character = "x"
  public static let dismissTitle = "dismiss notice"

  /// The notice for `status` with the changes `givenUp` not dismissed yet (`total` of them:
  /// the oldest may be dropped), unless writes are waiting again `saved` changes that waited
  /// and were saved since, then `fileNotices` not dismissed yet; nil when there is nothing to
  /// say.
  @MainActor
  init?(
    status: TodoWriteStatus, fileNotices: [TodoListNotice] = [], givenUp: [TodoWriteReport],
    givenUpTotal total: Int, saved: Int
  ) {
    var lines: [String] = []
    if let headline = status.notice {
      lines.append(headline)
      // A lock held elsewhere is not a failure: its changes are named once it turns into one.
      if status.stall != .busy {
        lines += status.unsaved.enumerated().map { index, unsaved in
          let unknown = index == 0 && status.stall?.isUnknown == true
          return "• " + Self.capitalized("\(unsaved.change)") + (unknown ? " — may be saved" : "")
        }
      }
    }
    if !givenUp.isEmpty {
      lines.append(
        "\(Self.changes(total)) not saved, and not tried again (\(Self.dismissKey) dismisses):")
      lines += givenUp.map { "• " + Self.capitalized("\($0.change)") + " — \($0.outcome.reason)." }
    }
    if saved > 0, status.stall == nil {
      lines.append(
        saved == 1 ? "Saved: the change that waited." : "Saved: the \(saved) changes that waited.")
    }
    // Last: what the file holds stays said while the news of the writes comes and goes, and
    // a lack of room drops it first (each change given up on a damaged file says so itself).
    lines += fileNotices.map(\.noticeLine)
    guard !lines.isEmpty else { return nil }
    self.lines = lines
    isDismissible = !givenUp.isEmpty || fileNotices.contains { $0.isDismissible }
  }

  /// "1 change", "3 changes".
  static func changes(_ count: Int) -> String {
    "\(count) change\(count == 1 ? "" : "s")"
  }

  private static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}

extension TodoWriteReport.Outcome {
  /// Why, in words: "the disk is full".
  var reason: String {
    switch self {
    case .kept(let reason), .notSaved(let reason, _): reason
    case .unknown(let reason): "may be saved: \(reason)"
    }
  }

  /// Whether the change was given up: trying again cannot save it.
  var isGivenUp: Bool {
    if case .notSaved = self { true } else { false }
  }
}
