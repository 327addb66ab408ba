import Testing
import ThinTerminalTesting

@testable import Notes

/// The list's look on every terminal of the snapshot matrix.
@MainActor
@Suite struct NotesSnapshotTests {
  @Test func listLoaded() async throws {
    try await assertScreenSnapshots { configuration in
      let test = try await SceneTest.noteList(on: configuration, exhaustivity: .off)
      await test.advance(by: .milliseconds(300))
      test.key(.down)
      return test.host
    }
  }
}
