import Foundation
import Testing
import ThinTerminal
import ThinTerminalTesting

// The views article's spinner: a busy state shown with a symbol and a word.

/// A form's status line: a spinner and a word while its work runs, nothing otherwise.
final class SendingStatusView: View {
  private let spinner = ActivityIndicator()
  private let status = Label()

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    addSubview(spinner)
    addSubview(status)
  }

  var isSending = false {
    didSet {
      isSending ? spinner.startAnimating() : spinner.stopAnimating()
      status.text = isSending ? "Sending…" : ""
    }
  }

  override func layoutSubviews() {
    spinner.frame = Rect(x: 0, y: 0, width: 1, height: 1)
    status.frame = Rect(x: 2, y: 0, width: max(0, bounds.width - 2), height: 1)
  }
}

@MainActor
@Suite struct SpinnerArticleExamples {
  @Test func theSpinnerShowsOnlyWhileSending() async {
    let status = SendingStatusView(frame: Rect(x: 0, y: 0, width: 20, height: 1))
    let host = TestHost(hosting: status)
    defer { host.stop() }
    status.isSending = true
    await host.advance(by: .milliseconds(100))
    #expect(host.lines[0].contains("Sending…"))
    #expect(host.lines[0].first != " ", "the spinner turns in the first cell")
    status.isSending = false
    await host.advance(by: .milliseconds(100))
    #expect(host.lines[0].trimmingCharacters(in: .whitespaces).isEmpty)
  }
}
