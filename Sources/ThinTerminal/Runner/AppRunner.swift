import ThinDI
import ThinKit
import ThinScenes

/// Runs an app made of installers in the terminal, in one call, as `UIApplicationMain` does on
/// a device. The app's one `@main` type holds it (the tutorial's, with its installers and first
/// screen):
///
///     @main
///     @MainActor
///     enum PomodoroMain {
///       static let runner = AppRunner(
///         programName: "pomodoro", installers: [AppShellInstaller(), PomodoroInstaller()],
///         firstScreen: PomodoroApp.self)
///
///       static func main() async {
///         await runner.run()
///       }
///     }
///
/// In order: takes the terminal (without one: one line on standard error and status 2, before
/// anything is built or written), builds the container from the installers, refuses to start
/// when the container's `validate()` finds a problem, runs the launch's startup steps and
/// those of the first screen's feature, opens the first screen in a ``NavigationController``
/// (in a window of the theme the ``AppShellInstaller`` was given, if any),
/// runs until the user quits (``quitKey``, Ctrl-C), a termination signal (SIGTERM, SIGHUP) or
/// the end of input, then runs the shutdown steps of what started (reverse order) and gives
/// the terminal back. A failed step stops there, shuts down what started and prints its error
/// on the restored screen; the status is then 1.
@MainActor
public struct AppRunner {
  /// Names the program in its messages: "feedback needs an interactive terminal".
  public var programName: String
  /// The app's installers, in order: ``AppShellInstaller`` first, then the features'.
  public var installers: [any Installer]
  /// Registrations that replace some of the installers' (a command line's options).
  public var overrides: (inout ContainerBuilder) -> Void
  /// Where the app opens: a destination an installer bound to the first scene.
  public var firstScreen: any Destination<Void>.Type
  /// Below this size the window says the terminal is too small.
  public var minimumSize = Size(width: 40, height: 12)
  /// The stack's quit key (see ``NavigationController/quitKey``); nil: Ctrl-C only.
  public var quitKey: KeyPress? = KeyPress(.character("q"))
  /// Whether the stack shows the keys in effect on its last line.
  public var showsKeyHints = true
  /// How long keys that came together wait for the work of the key before them (see
  /// ``Application/typeAheadWaitLimit``). ``run()`` takes it from the environment's
  /// `THINTERMINAL_TYPEAHEAD_WAIT_MS` (0 to 60,000 milliseconds), as curses takes its escape
  /// delay from `ESCDELAY`: end-to-end tests set it long, so that a busy machine cannot decide
  /// where typed-ahead keys go.
  public var typeAheadWaitLimit = Application.defaultTypeAheadWaitLimit

  /// A runner of the app `installers` (then `overrides`) make, opening on `firstScreen`.
  public init(
    programName: String, installers: [any Installer], firstScreen: any Destination<Void>.Type,
    overrides: @escaping (inout ContainerBuilder) -> Void = { _ in }
  ) {
    self.programName = programName
    self.installers = installers
    self.firstScreen = firstScreen
    self.overrides = overrides
  }

  /// The window's root for `screen`: see ``root(showing:from:quitKey:showsKeyHints:)``.
  public func makeRoot(showing screen: ViewController, from container: Container) throws
    -> NavigationController
  {
    try Self.root(
      showing: screen, from: container, quitKey: quitKey, showsKeyHints: showsKeyHints)
  }

  /// An app's root for `screen`: a navigation controller with the container's navigation spec
  /// (if one is registered), `quitKey` and the key hints (unless `showsKeyHints` is false).
  /// Scene tests host a screen the same way (`SceneHosting.app`).
  public static func root(
    showing screen: ViewController, from container: Container,
    quitKey: KeyPress? = KeyPress(.character("q")), showsKeyHints: Bool = true
  ) throws -> NavigationController {
    let navigation = NavigationController(
      rootViewController: screen, navigationSpec: try container.resolve(NavigationSpec?.self))
    navigation.quitKey = quitKey
    navigation.isKeyHintsHidden = !showsKeyHints
    return navigation
  }
}
