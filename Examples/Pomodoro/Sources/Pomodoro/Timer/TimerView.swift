import ThinKit
import ThinTerminal

/// The timer screen's root view: the time left in large digits, a line under it, and the
/// Start/Pause and Reset buttons. Space starts and pauses, `r` resets, from anywhere on the
/// screen.
final class TimerView: View, TimerDisplaying {
  weak var delegate: (any TimerViewDelegate)?
  private let clock = BlockDigitsView()
  private let info = Label()
  private let startButton = Button(title: "Start", style: .filled)
  private let resetButton = Button(title: "Reset")

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    info.textAlignment = .center
    startButton.addAction(for: .primaryActionTriggered) { [weak self] in
      self?.delegate?.timerViewDidPressStartOrPause()
    }
    resetButton.addAction(for: .primaryActionTriggered) { [weak self] in
      self?.delegate?.timerViewDidPressReset()
    }
    for view in [clock, info, startButton, resetButton] as [View] { addSubview(view) }
  }

  var clockText: String {
    get { clock.text }
    set { clock.text = newValue }
  }

  var infoText: String {
    get { info.text }
    set { info.text = newValue }
  }

  var isRunning = false {
    didSet { startButton.title = isRunning ? "Pause" : "Start" }
  }

  /// The clock, a blank line, the info line, a blank line, the buttons: centred as one block.
  override func layoutSubviews() {
    let clockSize = clock.sizeThatFits(Size(width: bounds.width - 2, height: bounds.height - 4))
    var y = max(0, (bounds.height - clockSize.height - 4) / 2)
    clock.frame = Rect(
      origin: Point(x: (bounds.width - clockSize.width) / 2, y: y), size: clockSize)
    y += clockSize.height + 1
    info.frame = Rect(x: 0, y: y, width: bounds.width, height: 1)
    y += 2
    let x = (bounds.width - 9 - 2 - 9) / 2
    startButton.frame = Rect(x: x, y: y, width: 9, height: 1)
    resetButton.frame = Rect(x: x + 9 + 2, y: y, width: 9, height: 1)
  }

  override var keyCommands: [KeyCommand] {
    [
      KeyCommand(KeyPress(.character(" ")), title: isRunning ? "pause" : "start") {
        [weak self] in self?.startButton.beginKeyboardPress()
      },
      KeyCommand(KeyPress(.character("r")), title: "reset") { [weak self] in
        self?.resetButton.beginKeyboardPress()
      },
    ]
  }
}
