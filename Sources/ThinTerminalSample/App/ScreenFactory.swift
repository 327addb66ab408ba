import ThinTerminal

/// Builds each screen of the sample with what it needs, so the menu that opens them knows
/// only their titles.
@MainActor
struct ScreenFactory {
  let theme: SampleTheme
  /// What the terminal reported, for the input inspector.
  let activity: TerminalActivity

  func makeViewController(for screen: SampleScreen) -> ViewController {
    let controller: ViewController
    switch screen {
    case .form: controller = FormViewController(theme: theme)
    case .list: controller = RowListViewController(catalog: RowCatalog(), theme: theme)
    case .controls: controller = ControlsViewController(theme: theme)
    case .alert: controller = AlertDemoViewController(theme: theme)
    case .inspector: controller = InputInspectorViewController(activity: activity, theme: theme)
    }
    controller.title = screen.title
    return controller
  }
}
