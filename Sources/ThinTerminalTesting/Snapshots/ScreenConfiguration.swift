import ThinTerminal

/// One terminal a screen is snapshotted on: its size, the colors it shows and its glyphs.
public struct ScreenConfiguration: Hashable, Sendable {
  public var size: Size
  public var colorMode: ColorMode
  public var glyphSet: GlyphSet

  /// The size every test terminal has unless a test says otherwise (`TestHost`, `SceneTest`,
  /// snapshots): 80×24, the size terminals open at (the VT100's, xterm's and a detached tmux
  /// session's), so that a test without a size sees what most users see first. Tests of
  /// small screens name their size.
  public static let defaultSize = Size(width: 80, height: 24)

  public init(
    size: Size = ScreenConfiguration.defaultSize, colorMode: ColorMode = .trueColor,
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
