/// How loudly the navigation bar speaks, by the number of open items: the presenter decides
/// it, the view maps it to colors from its theme.
public enum TodoBarStyle: Hashable, Sendable, CaseIterable {
  /// 0 to 3 open items: the bar's usual look.
  case normal
  /// 4 to 9 open items.
  case busy
  /// 10 or more open items.
  case overloaded

  public init(openCount: Int) {
    switch openCount {
    case ..<4: self = .normal
    case 4..<10: self = .busy
    default: self = .overloaded
    }
  }
}
