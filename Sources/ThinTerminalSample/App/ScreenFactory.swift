import ThinTerminal

/// Builds each screen of the sample with what it needs, so the menu that opens them knows
/// only their titles, and connects the screens that open others: the list hears which row was
/// chosen, and the factory decides that its detail opens (the list never knows that screen).
@MainActor
struct ScreenFactory {
  let theme: SampleTheme
  /// What the terminal reported, for the input inspector.
  let activity: TerminalActivity

  func makeViewController(for screen: SampleScreen) -> ViewController {
    let controller: ViewController
    switch screen {
    case .form: controller = FormViewController(theme: theme)
    case .list:
      let catalog = RowCatalog()
      controller = RowListViewController(catalog: catalog, theme: theme) { list, row in
        list.navigationController?.pushViewController(
          makeDetail(of: row, in: catalog), animated: true)
      }
    case .controls: controller = ControlsViewController(theme: theme)
    case .alert: controller = AlertDemoViewController(theme: theme)
    case .inspector: controller = InputInspectorViewController(activity: activity, theme: theme)
    }
    controller.title = screen.title
    return controller
  }

  /// The detail of `row`, with how many rows the list had asked `catalog` for by then.
  private func makeDetail(of row: RowCatalog.Row, in catalog: RowCatalog) -> ViewController {
    RowDetailViewController(
      row: row, rowsBuilt: catalog.builtRows.count, of: catalog.rowCount, theme: theme)
  }
}
