import CustomDump
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal

extension SceneOutput {
  /// The output an application event shows as, if it shows: a press's end, a highlight's
  /// flash (the press already showed) and the like are left out.
  @MainActor
  init?(_ event: ApplicationEvent) {
    switch event {
    case .focusDidChange(let view):
      self = .focus(view.map(SceneOutput.name(of:)))
    case .highlightDidChange(let control):
      guard control.isHighlighted else { return nil }
      self = .highlight(SceneOutput.name(of: control))
    case .invalidIndicatorDidChange(let field):
      let name = SceneOutput.name(of: field)
      self = field.showsInvalidIndicator ? .invalid(name) : .valid(name)
    case .animationDidStart(let key, let view):
      switch key {
      case ShakeAnimation.key: self = .shake(SceneOutput.name(of: view))
      case HighlightBehavior.flashKey: return nil
      default: self = .animation(key, on: SceneOutput.name(of: view))
      }
    case .didFollowRoute(let destination, let argument, _):
      self = .route(DestinationName(destination), AnyOutput(comparing: argument))
    // Not an output of its own: the alert that follows shows it, and carries the error into
    // the test's failures (SceneOutputChannel.explainNextAlert).
    case .didFailToOpenRoute:
      return nil
    case .didPush(let controller, _):
      self = .push(SceneOutput.screenName(of: controller))
    case .didPop(let controllers, _):
      self = .pop(controllers.map(SceneOutput.screenName(of:)))
    case .didPresent(let controller, _):
      if let alert = controller as? AlertController {
        self = .alert(
          title: alert.title, message: alert.message, actions: alert.actions.map(\.title))
      } else {
        self = .present(SceneOutput.screenName(of: controller))
      }
    case .didDismiss(let controller):
      self = .dismiss(SceneOutput.screenName(of: controller))
    }
  }

  /// A view as a person names it: a button by its title (a bar button too; ‹ Back as "Back"),
  /// a text field by its placeholder (or its text), a label by its text, anything else by its
  /// type.
  @MainActor
  public static func name(of view: View) -> String {
    if let label = view.barButtonLabel { return label }
    return switch view {
    case let button as Button: button.title
    case let field as TextField: field.placeholder ?? field.text
    case let label as Label: label.text
    default: String(describing: type(of: view))
    }
  }

  /// A screen as outputs name it: by its scene, a navigation controller by its root's, an
  /// alert as ``ScreenName/alert``, anything else by its type.
  @MainActor
  public static func screenName(of controller: ViewController) -> ScreenName {
    if controller is AlertController { return .alert }
    if let scene = controller.scene {
      return ScreenName(type(of: scene))
    }
    if let navigation = controller as? NavigationController,
      let root = navigation.viewControllers.first
    {
      return screenName(of: root)
    }
    return ScreenName(String(describing: type(of: controller)))
  }

  /// `title`, then each output dumped on lines of its own, numbered.
  static func report(_ title: String, _ outputs: [SceneOutput]) -> String {
    report(title, outputs.map { SceneOutputChannel.Entry(output: $0, note: nil) })
  }

  /// `title`, then each output dumped on a line of its own, numbered, with its note under it:
  /// why an alert showed that says only "Something went wrong.".
  static func report(_ title: String, _ entries: [SceneOutputChannel.Entry]) -> String {
    var lines = [title + ":"]
    for (index, entry) in entries.enumerated() {
      lines.append("  \(index + 1). \(entry.output)")
      if let note = entry.note { lines.append("     shown because \(note)") }
    }
    return lines.joined(separator: "\n")
  }

  /// The difference between what was expected and what came, as swift-custom-dump shows it.
  static func diff<T>(_ expected: T, _ actual: T) -> String? {
    CustomDump.diff(expected, actual, format: .proportional)
      .map { "(− expected, + actual)\n" + $0 }
  }
}
