import ThinKit

/// Runs an app in a terminal, as `UIApplication`: owns the window, turns the device's events
/// into keys, pastes and touches, draws frames, and ends on Ctrl-C or ``terminate()``.
///
/// ```swift
/// let app = Application(rootViewController: navigation, minimumSize: Size(width: 40, height: 12))
/// app.window.theme = stepperTheme
/// await app.run(on: terminal)  // returns on Ctrl-C or app.terminate()
/// ```
@MainActor
public final class Application: Responder {
  /// The one window: the root view controller's view and the screens presented over it.
  public let window: Window

  /// Below this size the window shows "Terminal too small (needs W×H)" instead of a broken
  /// layout, ignores input (Ctrl-C still ends the run) and lays out again once large enough.
  public var minimumSize: Size {
    didSet { setNeedsDisplay() }
  }

  /// The frame rate while animating: 60 unless a test slows it to read exact frames.
  public var preferredFramesPerSecond = 60 {
    didSet { ticker?.framesPerSecond = max(1, preferredFramesPerSecond) }
  }

  /// The cycle in which ThinKit's bindings apply model changes. The application drains it
  /// before drawing each frame, so that a turn's model changes and view changes share a frame;
  /// `UpdateCycle.main` unless a test gives a cycle it drains only through the application.
  public var updateCycle = UpdateCycle.main

  /// Counts the work in flight: each event is handled with it as the current tracker, so the
  /// tasks screens start for it (`Task.tracked`), the bindings' updates and the frames of
  /// animations count here until they are done. A test host waits on it to know a screen is
  /// done; set it before ``run(on:clock:)``.
  public var workTracker = WorkTracker()

  /// How long a key that came with others in one read waits at most for the work the key
  /// before it started (see ``TerminalEvent/inputs(_:)``): ``defaultTypeAheadWaitLimit`` unless
  /// set. A test of type-ahead sets it far longer, so that a busy machine cannot decide it.
  public var typeAheadWaitLimit = Application.defaultTypeAheadWaitLimit

  /// 50 ms: a frame or so, far above a read from a healthy disk, and too short to be felt as
  /// keys held.
  public static let defaultTypeAheadWaitLimit = Duration.milliseconds(50)

  /// Whether ``run(on:clock:)`` is in progress.
  public internal(set) var isRunning = false

  /// The terminal being run on, while running.
  var device: (any TerminalDevice)?
  /// The frame ticker, while running: the clock that animations read.
  var ticker: FrameTicker?
  var displayLinks: [ObjectIdentifier: DisplayLink] = [:]
  var needsDisplay = false
  var isRenderScheduled = false
  /// The clock time of the last frame presented, to keep frames at least a frame interval apart.
  var lastFrameTime: Duration?
  /// The ticker timer that draws a frame asked for too soon after the previous one.
  var pacedRenderTimer: Int?
  var isTerminating = false
  /// The screens being asked whether the app may quit (see ``requestTermination()``).
  var terminationRequest: Task<Void, Never>?
  var eventLoop: Task<Void, Never>?
  let tooSmallView = TooSmallView()
  /// Who hears the window's events (``addObserver(_:)``), by registration order.
  var eventObservers: [ApplicationEventObserver] = []
  /// Made once: every key pressed is matched against them first.
  lazy var applicationKeyCommands = makeApplicationKeyCommands()

  public init(window: Window = Window(), minimumSize: Size = Size(width: 20, height: 5)) {
    self.window = window
    self.minimumSize = minimumSize
    super.init()
    window.application = self
  }

  /// An application whose window shows `rootViewController`.
  public convenience init(
    rootViewController: ViewController, minimumSize: Size = Size(width: 20, height: 5)
  ) {
    self.init(minimumSize: minimumSize)
    window.rootViewController = rootViewController
  }

  /// The window's root view controller.
  public var rootViewController: ViewController? {
    get { window.rootViewController }
    set { window.rootViewController = newValue }
  }

  /// The end of the responder chain.
  override public var next: Responder? { nil }

  /// Ctrl-C quits, Ctrl-Z suspends, Ctrl-L redraws the screen in full, whoever has focus.
  override public var keyCommands: [KeyCommand] { applicationKeyCommands }

  /// Whether frames are being drawn by the clock (something animates); false when idle.
  public var isAnimating: Bool { ticker?.isRunning ?? false }

  /// Whether the window is smaller than ``minimumSize``.
  public var isTooSmall: Bool {
    window.bounds.width < minimumSize.width || window.bounds.height < minimumSize.height
  }
}
