import ThinKit
import ThinTerminal

/// The input inspector screen: keeps its view in step with what the terminal reports.
final class InputInspectorViewController: ViewController {
  private let activity: TerminalActivity
  private let theme: SampleTheme

  init(activity: TerminalActivity, theme: SampleTheme) {
    self.activity = activity
    self.theme = theme
    super.init()
  }

  /// The view, bound to the activity: it shows the latest from its first frame on.
  override func loadView() {
    let inspector = InputInspectorView(theme: theme)
    ObservationBinding.bind(activity, to: inspector) { view, activity in
      view.show(size: activity.size, colorMode: activity.colorMode, events: activity.recentEvents)
    }
    view = inspector
  }
}
