import ThinTerminal

/// The terminals a screen is snapshotted on: every size with every glyph set and color mode.
///
/// One snapshot file holds one size and glyph set, its color modes one below the other, so
/// that a change of layout shows once and a change of color shows in the modes it reaches.
public struct SnapshotMatrix: Hashable, Sendable {
  public var sizes: [Size]
  public var colorModes: [ColorMode]
  public var glyphSets: [GlyphSet]

  public init(sizes: [Size], colorModes: [ColorMode], glyphSets: [GlyphSet]) {
    self.sizes = sizes
    self.colorModes = colorModes
    self.glyphSets = glyphSets
  }

  /// A small, a standard and a large terminal; 24-bit, 256, 16 and no colors; Unicode and
  /// ASCII.
  public static let standard = SnapshotMatrix(
    sizes: [
      Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
    ],
    colorModes: [.trueColor, .palette256, .palette16, .noColor], glyphSets: [.unicode, .ascii])

  /// The configurations of each snapshot file: one per size and glyph set, in the matrix's
  /// order, each listing the color modes.
  public var files: [[ScreenConfiguration]] {
    sizes.flatMap { size in
      glyphSets.map { glyphSet in
        colorModes.map { ScreenConfiguration(size: size, colorMode: $0, glyphSet: glyphSet) }
      }
    }
  }
}
