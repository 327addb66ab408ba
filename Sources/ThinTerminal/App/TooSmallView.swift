import ThinKit

/// What the application draws instead of its window when the terminal is smaller than its
/// minimum size: "Terminal too small (needs W×H)" and the keys that quit, centred and wrapped
/// to fit, or a shorter message when that one cannot be shown whole.
@MainActor
final class TooSmallView: View {
  private let label = Label()

  /// The keys that quit while it shows, besides Ctrl-C: the window, and with it every quit key
  /// of the app, is out of reach.
  static let quitKeys = KeyPress.inEitherCase("q", with: [])

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    label.numberOfLines = 0
    label.textAlignment = .center
    label.lineBreakMode = .byWordWrapping
    addSubview(label)
  }

  func configure(size: Size, minimumSize: Size, theme: Theme) {
    frame = Rect(origin: .zero, size: size)
    self.theme = theme
    backgroundColor = theme.background
    let message = Self.message(needing: minimumSize, fitting: size)
    // Another message may take another number of lines: the label's frame follows.
    if message != label.text {
      label.text = message
      setNeedsLayout()
    }
  }

  override func layoutSubviews() {
    let fitted = label.sizeThatFits(bounds.size)
    let height = min(fitted.height, bounds.height)
    label.frame = Rect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
  }

  /// The longest message that shows whole at `size`: wrapped at spaces, no word cut, no line
  /// lost. A cut message ("Terminal to", "(needs 4") reads as a broken screen rather than as a
  /// request to grow the terminal, so a shorter message is better than a longer one cut.
  static func message(needing minimumSize: Size, fitting size: Size) -> String {
    let needs = "\(minimumSize.width)×\(minimumSize.height)"
    // The quit key matters more than the size needed: everything else is out of reach.
    let candidates = [
      "Terminal too small (needs \(needs))\nq or Ctrl-C quits",
      "Terminal too small (needs \(needs)) · q quits",
      "Too small: needs \(needs)\nq quits",
      "Too small: needs \(needs) · q quits",
      "Too small\nq quits",
      "Too small · q quits",
      "Too small",
    ]
    return candidates.first { fits($0, in: size) } ?? "!"
  }

  /// Whether `text` wraps at `size.width` into at most `size.height` lines with every word
  /// whole.
  private static func fits(_ text: String, in size: Size) -> Bool {
    let words = text.split { $0 == " " || $0 == "\n" }
    guard words.allSatisfy({ TextWidth.columns(of: $0) <= size.width }) else { return false }
    let lines = TextLayout.lines(
      of: text, width: size.width, maxLines: 0, lineBreakMode: .byWordWrapping, ellipsis: "")
    return lines.count <= size.height
  }
}
