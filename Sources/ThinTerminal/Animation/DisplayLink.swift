/// Calls back once per frame while added to a running application, as `CADisplayLink`: for
/// content that changes with time rather than through an animation (a spinner).
///
/// While a display link is active the frame ticker runs (at the link's rate); pause or
/// invalidate it to let the application idle.
@MainActor
public final class DisplayLink {
  /// How often to call back; the application's frame rate caps it.
  public var preferredFramesPerSecond: Int
  /// A paused link keeps its place but stops calling back and no longer keeps frames coming.
  public var isPaused = false {
    didSet { if !isPaused { application?.ticker?.add(self) } }
  }
  /// The clock time of the latest callback.
  public private(set) var timestamp: Duration = .zero

  private let callback: @MainActor (DisplayLink) -> Void
  private weak var application: Application?

  public init(
    preferredFramesPerSecond: Int = 60, _ callback: @escaping @MainActor (DisplayLink) -> Void
  ) {
    self.preferredFramesPerSecond = preferredFramesPerSecond
    self.callback = callback
  }

  /// Starts calling back on `application`'s frames, from when it runs.
  public func add(to application: Application) {
    invalidate()
    self.application = application
    application.displayLinks[ObjectIdentifier(self)] = self
    application.ticker?.add(self)
  }

  /// Stops calling back.
  public func invalidate() {
    application?.displayLinks[ObjectIdentifier(self)] = nil
    application?.ticker?.remove(self)
    application = nil
  }

  func fire(at time: Duration) {
    timestamp = time
    callback(self)
  }
}
