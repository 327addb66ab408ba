import Counter
import ThinKit
import ThinTerminal

/// The counter screen's root view: the count in block digits, "Even"/"Odd" under it, and the
/// "−" and "+" buttons. It owns layout, colors and the pulse; its subviews are private.
///
/// `-`/`+` (and Left/Right) press the buttons, as clicks do.
public final class CounterView: View, CounterDisplaying {
  /// The screen's title, for its navigation bar: the scene gives it to the empty view
  /// controller.
  public static let title = "Counter"

  private let counterTheme: CounterTheme
  private let digits = BlockDigitsView()
  private let info = Label()
  private let minusButton = Button(title: "−")
  private let plusButton = Button(title: "+")

  public init(theme: CounterTheme = .standard) {
    counterTheme = theme
    super.init(frame: .zero)
    self.theme = theme.controls
    backgroundColor = theme.controls.background
    info.textAlignment = .center
    digits.textColor = theme.color(for: .zero)
    for subview in [digits, info, minusButton, plusButton] { addSubview(subview) }
  }

  /// The "+" button, for whoever connects it to an action.
  public var incrementControl: any ControlEventSource { plusButton }

  /// The "−" button, for whoever connects it to an action.
  public var decrementControl: any ControlEventSource { minusButton }

  public var countText: String {
    get { digits.text }
    set {
      guard newValue != digits.text else { return }
      let isChange = !digits.text.isEmpty
      digits.text = newValue
      if isChange { digits.add(counterTheme.pulse, forKey: "pulse") }
    }
  }

  public var infoText: String {
    get { info.text }
    set { info.text = newValue }
  }

  public var counterColor: CounterColor = .zero {
    didSet { digits.textColor = counterTheme.color(for: counterColor) }
  }

  /// Digits, a blank row, the info line, a blank row, the buttons: centred as one block.
  override public func layoutSubviews() {
    let digitsSize = digits.sizeThatFits(
      Size(width: max(0, bounds.width - 2), height: BlockDigitsView.digitHeight))
    let buttonSize = Size(width: 7, height: 1)
    let height = digitsSize.height + 4
    var y = max(0, (bounds.height - height) / 2)
    digits.frame = Rect(
      origin: Point(x: (bounds.width - digitsSize.width) / 2, y: y), size: digitsSize)
    y += digitsSize.height + 1
    info.frame = Rect(x: 0, y: y, width: bounds.width, height: 1)
    y += 2
    let buttonsX = (bounds.width - 2 * buttonSize.width - 2) / 2
    minusButton.frame = Rect(origin: Point(x: buttonsX, y: y), size: buttonSize)
    plusButton.frame = Rect(
      origin: Point(x: buttonsX + buttonSize.width + 2, y: y), size: buttonSize)
  }

  /// `-`, `+` (or `=`, its unshifted key) and the arrows press the buttons.
  /// `-` or Left, `+` (`=`) or Right press the buttons from anywhere on the screen.
  override public var keyCommands: [KeyCommand] {
    [
      KeyCommand(
        [KeyPress(.character("-")), KeyPress(.left)], title: "decrease", keyLabel: "-"
      ) { [weak self] _ in self?.minusButton.beginKeyboardPress() },
      KeyCommand(
        [KeyPress(.character("+")), KeyPress(.character("=")), KeyPress(.right)],
        title: "increase", keyLabel: "+"
      ) { [weak self] _ in self?.plusButton.beginKeyboardPress() },
    ]
  }
}
