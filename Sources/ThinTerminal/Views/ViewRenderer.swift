import ThinKit

/// Draws a view tree into a frame: each visible view's presented background, then its
/// content, then its subviews, clipped and moved by the presentation values at `time`.
@MainActor
enum ViewRenderer {
  /// Draws `root` (at the buffer's origin) and everything in it over `buffer`.
  static func render(_ root: View, into buffer: CellBuffer, at time: Duration) -> CellBuffer {
    var context = DrawingContext(buffer: buffer, time: time)
    let clip = context.clip
    draw(root, mapping: .identity, isRoot: true, clip: clip, into: &context)
    return context.buffer
  }

  private static func draw(
    _ view: View, mapping parent: CellMapping, isRoot: Bool, clip: Rect,
    into context: inout DrawingContext
  ) {
    guard !view.isHidden else { return }
    let mapping =
      isRoot
      ? parent
      : parent.child(frame: view.frame, transform: view.presentationTransform(at: context.time))
    let rect = mapping.rect(view.bounds)
    let ownClip = clip.intersection(rect)
    if !ownClip.isEmpty {
      context.origin = rect.origin
      context.size = rect.size
      context.clip = ownClip
      context.scale = mapping.scale
      if let background = view.presentationBackgroundColor(at: context.time) {
        context.fill(context.bounds, with: background)
      }
      view.draw(in: &context)
    }
    let childClip = view.clipsToBounds ? ownClip : clip
    for subview in view.subviews {
      draw(subview, mapping: mapping, isRoot: false, clip: childClip, into: &context)
    }
  }
}

extension View {
  /// Draws this view and its subviews over `buffer`, the view's top-left at the buffer's
  /// origin, with the values on screen now, as UIKit's `drawHierarchy(in:afterScreenUpdates:)`.
  /// With `afterScreenUpdates` the view lays out first. For tests, previews and benchmarks;
  /// the application draws its window the same way.
  public func drawHierarchy(in buffer: inout CellBuffer, afterScreenUpdates: Bool = true) {
    if afterScreenUpdates { layoutIfNeeded() }
    buffer = ViewRenderer.render(self, into: buffer, at: animationTicker?.now ?? .zero)
  }
}
