import ThinTerminal

/// The base of the sample's root views: opaque in the theme's background, as a view
/// controller's view usually is, so that a screen sliding in covers the one it replaces.
class ScreenView: View {
  init(theme: SampleTheme) {
    super.init(frame: .zero)
    backgroundColor = theme.controls.background
  }
}
