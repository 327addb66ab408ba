/// What Return does in a field, in the words of its key hint, as `UIReturnKeyType`: a form's
/// fields say "next" until the last, which says "go", "send" or "done".
public enum ReturnKeyType: Hashable, Sendable {
  /// Return with no particular meaning: not hinted.
  case `default`
  case go
  case next
  case done
  case send
  case search
  case join
  case `continue`
  /// Return saves what the screen edits.
  case save

  /// The hint's word: "next", "go", …; nil for ``default``.
  public var title: String? {
    switch self {
    case .default: nil
    case .go: "go"
    case .next: "next"
    case .done: "done"
    case .send: "send"
    case .search: "search"
    case .join: "join"
    case .continue: "continue"
    case .save: "save"
    }
  }

  /// Return as a key command that runs `action`, named by this type in the hints; a
  /// ``default`` Return is listed by the `?` help only.
  @MainActor
  public func keyCommand(action: @escaping @MainActor () -> Void) -> KeyCommand {
    KeyCommand(KeyPress(.enter), title: title ?? "return", isHinted: title != nil, action: action)
  }
}
