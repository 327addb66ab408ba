import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct ActivityIndicatorTests {
  @Test func spinsOnTheClockOnlyWhileAnimating() async {
    let spinner = ActivityIndicator()
    let host = TestHost(hosting: spinner, size: Size(width: 20, height: 5))
    #expect(host.lines[0].first == " ")
    #expect(!host.app.isAnimating)
    spinner.startAnimating()
    host.app.displayIfNeeded()
    #expect(host.lines[0].first == "⠋")
    await host.advance(by: .milliseconds(100))
    #expect(host.lines[0].first == "⠙")
    await host.advance(by: .milliseconds(100))
    #expect(host.lines[0].first == "⠹")
    spinner.stopAnimating()
    host.app.displayIfNeeded()
    #expect(host.lines[0].first == " ")
    await host.advance(by: .milliseconds(100))
    #expect(!host.app.isAnimating)
    let frames = host.terminal.frameCount
    await host.advance(by: .seconds(2))
    #expect(host.terminal.frameCount == frames)
  }

  @Test func startedBeforeTheRunItSpinsOnceRunning() async {
    let spinner = ActivityIndicator()
    spinner.hidesWhenStopped = false
    spinner.startAnimating()
    let host = TestHost(hosting: spinner, size: Size(width: 20, height: 5))
    #expect(host.app.isAnimating)
    await host.advance(by: .milliseconds(300))
    #expect(host.lines[0].first == "⠸")
    spinner.removeFromSuperview()
    await host.advance(by: .milliseconds(200))
    #expect(!host.app.isAnimating)
  }
}
