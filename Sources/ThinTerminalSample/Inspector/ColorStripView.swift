import ThinKit
import ThinTerminal

/// A row of cells, one filled with each of its colors: how a color mode renders a gradient.
final class ColorStripView: View {
  var colors: [Color] {
    didSet { setNeedsDisplay() }
  }

  init(colors: [Color]) {
    self.colors = colors
    super.init(frame: .zero)
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(size.width, colors.count), height: min(size.height, 1))
  }

  override func draw(in context: inout DrawingContext) {
    for (x, color) in colors.enumerated() {
      context.fill(Rect(x: x, y: 0, width: 1, height: 1), with: color)
    }
  }
}
