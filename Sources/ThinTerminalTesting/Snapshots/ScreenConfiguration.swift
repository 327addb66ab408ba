import ThinTerminal

/// One terminal a screen is snapshotted on: its size, the colors it shows and its glyphs.
public struct ScreenConfiguration: Hashable, Sendable {
  public var size: Size
  public var colorMode: ColorMode
  public var glyphSet: GlyphSet

  public init(
    size: Size = Size(width: 80, height: 24), colorMode: ColorMode = .trueColor,
    glyphSet: GlyphSet = .unicode
  ) {
    self.size = size
    self.colorMode = colorMode
    self.glyphSet = glyphSet
  }

  /// An in-memory terminal of this configuration.
  @MainActor
  public func makeTerminal() -> InMemoryTerminal {
    InMemoryTerminal(size: size, glyphSet: glyphSet, colorMode: colorMode)
  }
}

extension ScreenConfiguration: CustomStringConvertible {
  public var description: String {
    "\(size.width)×\(size.height), \(colorMode), \(glyphSet) glyphs"
  }
}
