/// The screens the menu lists, in menu order.
enum SampleScreen: CaseIterable, Sendable {
  case form
  case list
  case controls
  case alert
  case inspector

  /// The menu row's title, and the screen's title in the navigation bar.
  var title: String {
    switch self {
    case .form: "Form"
    case .list: "List"
    case .controls: "Controls"
    case .alert: "Alert"
    case .inspector: "Input inspector"
    }
  }

  /// What the screen shows, in a few words.
  var summary: String {
    switch self {
    case .form: "fields, focus, invalid input"
    case .list: "1,000 rows in sections"
    case .controls: "switch, spinner, pulse"
    case .alert: "three kinds of action"
    case .inspector: "keys, pastes, mouse, colors"
    }
  }
}
