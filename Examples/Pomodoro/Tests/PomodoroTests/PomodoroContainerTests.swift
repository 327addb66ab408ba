import Testing
import ThinDI
import ThinTerminal

@testable import Pomodoro

/// The app's container, checked as `AppRunner` checks it before it starts: every registration
/// and every route can be built.
@MainActor
@Suite struct PomodoroContainerTests {
  @Test func theContainerIsSound() throws {
    let container = try ContainerBuilder(installers: [AppShellInstaller(), PomodoroInstaller()])
      .build()
    let report = container.validate()
    #expect(report.isEmpty, "\(report)")
  }
}
