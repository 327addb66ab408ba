import Testing
import ThinDI
import ThinTerminal

@testable import Notes

@MainActor
@Suite struct NotesContainerTests {
  /// As `AppRunner` checks it before it starts: every registration and route can be built.
  @Test func theContainerIsSound() throws {
    let container = try ContainerBuilder(installers: [AppShellInstaller(), NotesInstaller()])
      .build()
    let report = container.validate()
    #expect(report.isEmpty, "\(report)")
  }
}
