import ThinKit
import ThinTerminal

/// The controls screen's root view: a switch that runs an activity indicator while it is on,
/// and a button that pulses a box (a keyframe animation of its scale).
///
/// Tab moves between the switch and the button; Space or Enter flips or presses the one
/// focused.
final class ControlsView: ScreenView {
  private let sampleTheme: SampleTheme
  private let spinnerLabel = Label(text: "Spinner")
  private let spinnerSwitch = Switch()
  private let spinner = ActivityIndicator()
  private let spinnerState = Label()
  private let pulseLabel = Label(text: "Pulse")
  private let pulseButton = Button(title: "Pulse")
  private let box = View()
  private let pulseCount = Label()
  private var pulses = 0

  override init(theme: SampleTheme) {
    sampleTheme = theme
    super.init(theme: theme)
    box.backgroundColor = theme.pulseBox
    for label in [spinnerState, pulseCount] {
      label.textColor = theme.controls.secondaryText
    }
    for subview in [
      spinnerLabel, spinnerSwitch, spinner, spinnerState, pulseLabel, pulseButton, box,
      pulseCount,
    ] {
      addSubview(subview)
    }
    spinnerSwitch.addAction(for: .valueChanged) { [weak self] in self?.spinnerSwitchDidChange() }
    pulseButton.addAction(for: .primaryActionTriggered) { [weak self] in self?.pulse() }
    showSpinnerState()
    showPulseCount()
  }

  /// The switch takes focus when the screen shows.
  override func didMoveToWindow() {
    if window != nil, window?.firstResponder == nil { spinnerSwitch.becomeFirstResponder() }
  }

  /// Two rows, label then control, in a 40-cell column: the switch with the spinner and its
  /// state, then the button with the box (room around it to grow) and the count.
  override func layoutSubviews() {
    let width = min(bounds.width - 2, 40)
    let x = (bounds.width - width) / 2
    let controlX = x + 10
    spinnerLabel.frame = Rect(x: x, y: 2, width: 9, height: 1)
    spinnerSwitch.frame = Rect(x: controlX, y: 2, width: 5, height: 1)
    spinner.frame = Rect(x: controlX + 7, y: 2, width: 1, height: 1)
    spinnerState.frame = Rect(x: controlX + 10, y: 2, width: max(0, width - 20), height: 1)
    pulseLabel.frame = Rect(x: x, y: 6, width: 9, height: 1)
    pulseButton.frame = Rect(x: controlX, y: 6, width: 9, height: 1)
    box.frame = Rect(x: controlX + 16, y: 6, width: 6, height: 1)
    pulseCount.frame = Rect(x: controlX, y: 9, width: max(0, width - 10), height: 1)
  }

  private func spinnerSwitchDidChange() {
    if spinnerSwitch.isOn {
      spinner.startAnimating()
    } else {
      spinner.stopAnimating()
    }
    showSpinnerState()
  }

  /// Grows the box to the theme's scale and back, replacing a pulse still playing.
  private func pulse() {
    box.add(sampleTheme.pulse, forKey: "pulse")
    pulses += 1
    showPulseCount()
  }

  private func showSpinnerState() {
    spinnerState.text = spinner.isAnimating ? "spinning" : "stopped"
  }

  private func showPulseCount() {
    pulseCount.text = pulses == 1 ? "Pulsed once" : "Pulsed \(pulses) times"
  }
}
