import ThinKit

/// xterm's 256-color palette: 16 system colors, a 6×6×6 color cube (16...231) and a 24-step
/// gray ramp (232...255), with xterm's default RGB values.
public enum XtermPalette {
  /// The channel values of the cube's six steps.
  static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// xterm's default 16 colors: black, red, green, yellow, blue, magenta, cyan, white, then
  /// their bright forms.
  static let systemColors: [Color] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ].map { Color(red: $0.0, green: $0.1, blue: $0.2) }

  /// The color at a palette index.
  public static func color(at index: UInt8) -> Color {
    switch index {
    case 0..<16:
      return systemColors[Int(index)]
    case 16..<232:
      let offset = Int(index) - 16
      return Color(
        red: cubeLevels[offset / 36], green: cubeLevels[offset / 6 % 6],
        blue: cubeLevels[offset % 6])
    default:
      return Color(white: UInt8(8 + 10 * (Int(index) - 232)))
    }
  }

  /// The index in 16...255 (cube or gray ramp, whichever is nearer) closest to `color`.
  ///
  /// The 16 system colors are left out on purpose: terminals let users change them, so only the
  /// cube and the ramp say reliably what will be shown.
  public static func nearest256(to color: Color) -> UInt8 {
    let red = cubeStep(color.red)
    let green = cubeStep(color.green)
    let blue = cubeStep(color.blue)
    let cube = UInt8(16 + 36 * red + 6 * green + blue)
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let grayStep = min(max((average - 3) / 10, 0), 23)  // level 8 + 10·step nearest to average
    let gray = UInt8(232 + grayStep)
    return distance(color, self.color(at: gray)) < distance(color, self.color(at: cube))
      ? gray : cube
  }

  /// The index in 0...15 closest to `color`, other than `excluded`.
  public static func nearest16(to color: Color, excluding excluded: UInt8? = nil) -> UInt8 {
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in systemColors.enumerated() where index != excluded.map(Int.init) {
      let candidateDistance = distance(color, candidate)
      if candidateDistance < bestDistance {
        best = index
        bestDistance = candidateDistance
      }
    }
    return UInt8(best)
  }

  /// The cube step (0...5) nearest to a channel value: the midpoints between the levels 0, 95,
  /// 135, 175, 215 and 255 are 48, 115, 155, 195 and 235.
  private static func cubeStep(_ value: UInt8) -> Int {
    let value = Int(value)
    if value < 48 { return 0 }
    if value < 115 { return 1 }
    return (value - 35) / 40
  }

  /// The squared distance between two colors in RGB space.
  private static func distance(_ a: Color, _ b: Color) -> Int {
    let red = Int(a.red) - Int(b.red)
    let green = Int(a.green) - Int(b.green)
    let blue = Int(a.blue) - Int(b.blue)
    return red * red + green * green + blue * blue
  }
}
