import Testing
import ThinTerminalTesting

@testable import Notes

/// The list's look on every terminal of the snapshot matrix.
@MainActor
@Suite struct NotesSnapshotTests {
  @Test func listLoaded() async throws {
    try await assertScreenSnapshots { configuration in
      let test = try await SceneTest.noteList(on: configuration, exhaustivity: .off)
      // The first note is selected as the notes load: no key is needed to show it.
      await test.advance(by: .milliseconds(300))
      return test.host
    }
  }
}
