import ThinKit
import ThinTerminal

extension TestHost {
  /// Starts `root` on an in-memory terminal of `configuration`: its size, color mode and glyphs.
  public convenience init(
    _ root: ViewController, configuration: ScreenConfiguration, theme: Theme? = nil
  ) {
    self.init(root, terminal: configuration.makeTerminal(), theme: theme)
  }
}
