import ThinKit

/// A spinner that shows work in progress, as `UIActivityIndicatorView`.
///
/// It turns only while animating and only in a running application, at 10 frames per second
/// of the injected clock; stopped, it lets the application idle (and hides, unless
/// ``hidesWhenStopped`` is false).
@MainActor
open class ActivityIndicator: View {
  private static let frameDuration = Duration.milliseconds(100)

  public private(set) var isAnimating = false

  /// Whether the spinner disappears while stopped (true by default, as UIKit's).
  public var hidesWhenStopped = true {
    didSet { setNeedsDisplay() }
  }

  /// The spinner's color; nil uses the theme's tint.
  public var color: Color? {
    didSet { setNeedsDisplay() }
  }

  private var startTime: Duration = .zero
  private lazy var displayLink = DisplayLink(preferredFramesPerSecond: 10) { [weak self] _ in
    self?.setNeedsDisplay()
  }

  override public init(frame: Rect = Rect(x: 0, y: 0, width: 1, height: 1)) {
    super.init(frame: frame)
  }

  public func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    startTime = animationTicker?.now ?? .zero
    attachDisplayLink()
    setNeedsDisplay()
  }

  public func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    displayLink.invalidate()
    setNeedsDisplay()
  }

  override open func didMoveToWindow() {
    attachDisplayLink()
  }

  override open func sizeThatFits(_ size: Size) -> Size {
    Size(width: 1, height: 1)
  }

  override open func draw(in context: inout DrawingContext) {
    guard isAnimating || !hidesWhenStopped else { return }
    let frames = glyphSet.activityFrames
    var index = 0
    if isAnimating {
      let elapsed = max(.zero, context.time - startTime)
      index = Int(elapsed / Self.frameDuration) % frames.count
    }
    context.draw(
      frames[index], at: Point(x: context.size.width / 2, y: context.size.height / 2),
      foreground: color ?? theme.tint)
  }

  private func attachDisplayLink() {
    if isAnimating, let application = window?.application {
      displayLink.add(to: application)
    } else {
      displayLink.invalidate()
    }
  }
}
