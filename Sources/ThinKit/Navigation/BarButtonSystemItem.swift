/// The standard bar buttons, as `UIBarButtonItem.SystemItem`.
public enum BarButtonSystemItem: Hashable, Sendable, CaseIterable {
  case add
  case cancel
  case done
  case edit
  case save
  case close

  /// The text a host without icons shows: "+" for add, the English word for the others.
  public var title: String {
    switch self {
    case .add: "+"
    case .cancel: "Cancel"
    case .done: "Done"
    case .edit: "Edit"
    case .save: "Save"
    case .close: "Close"
    }
  }
}
