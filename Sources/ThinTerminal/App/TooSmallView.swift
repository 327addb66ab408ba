import ThinKit

/// What the application draws instead of its window when the terminal is smaller than its
/// minimum size: "Terminal too small (needs W×H)", centred and wrapped to fit.
@MainActor
final class TooSmallView: View {
  private let label = Label()

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    label.numberOfLines = 0
    label.textAlignment = .center
    addSubview(label)
  }

  func configure(size: Size, minimumSize: Size, theme: Theme) {
    frame = Rect(origin: .zero, size: size)
    self.theme = theme
    backgroundColor = theme.background
    label.text = "Terminal too small (needs \(minimumSize.width)×\(minimumSize.height))"
  }

  override func layoutSubviews() {
    let fitted = label.sizeThatFits(bounds.size)
    let height = min(fitted.height, bounds.height)
    label.frame = Rect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
  }
}
