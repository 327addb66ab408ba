import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting

// The views article's switch: a setting shown from the model and flipped by the user.

/// What the user flipped.
@MainActor
protocol ReadSwitchViewDelegate: AnyObject {
  func readSwitchView(didSetRead isRead: Bool)
}

/// A book's "Read" setting: a label and a switch; the user's flips go to the delegate.
final class ReadSwitchView: View {
  weak var delegate: (any ReadSwitchViewDelegate)?
  private let label = Label(text: "Read")
  private let readSwitch = Switch()

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    readSwitch.addAction(for: .valueChanged) { [weak self] in
      guard let self else { return }
      delegate?.readSwitchView(didSetRead: readSwitch.isOn)
    }
    addSubview(label)
    addSubview(readSwitch)
  }

  /// What the model says; setting it sends no `.valueChanged`, so no flip comes back.
  var isRead: Bool {
    get { readSwitch.isOn }
    set { readSwitch.isOn = newValue }
  }

  override func didMoveToWindow() {
    if window != nil { readSwitch.becomeFirstResponder() }
  }

  override func layoutSubviews() {
    label.frame = Rect(x: 0, y: 0, width: 6, height: 1)
    let width = readSwitch.sizeThatFits(bounds.size).width
    readSwitch.frame = Rect(x: 6, y: 0, width: width, height: 1)
  }
}

/// The flips a switch sent.
@MainActor
final class FlipLog: ReadSwitchViewDelegate {
  var flips: [Bool] = []
  func readSwitchView(didSetRead isRead: Bool) { flips.append(isRead) }
}

@MainActor
@Suite struct SwitchArticleExamples {
  @Test func aSwitchTellsOnlyTheUsersFlips() async {
    let view = ReadSwitchView()
    let log = FlipLog()
    view.delegate = log
    let host = TestHost(rootView: view, size: Size(width: 40, height: 8))
    defer { host.stop() }
    view.isRead = true
    #expect(log.flips.isEmpty, "set in code: no .valueChanged")
    host.key(.character(" "))
    await host.advance(by: .milliseconds(200))
    #expect(log.flips == [false])
    #expect(!view.isRead)
    #expect(host.lines[0].hasPrefix("Read  ● OFF"))
  }
}
