import SnapshotTesting
import Testing
import ThinTerminal

/// Snapshots a screen on every terminal of `matrix` and compares each file with the one
/// recorded in `__Snapshots__/<test file>/` beside the test: a difference fails the test with
/// a diff of the text.
///
/// `makeHost` builds the screen anew for each configuration, however the test builds it (a
/// view controller, a scene from a container, keys pressed), on a host of that configuration:
/// a terminal's glyphs and colors are fixed when an app starts, as they are in a real one.
/// Each screen is read once the work it started is done or waits for the test clock.
/// A host of another size, glyph set or color mode fails the test rather than be recorded.
///
/// Files are named `<test>.<name>-<width>x<height>-<glyph set>.txt` (snapshot-testing turns
/// the dots of a name into dashes). A missing file is recorded and the test fails once, to be
/// looked at; re-record every file with `SNAPSHOT_TESTING_RECORD=all swift test --filter …`
/// (or `record: .all`), or only the ones that differ with `failed`.
@MainActor
public func assertScreenSnapshots(
  matrix: SnapshotMatrix = .standard,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column,
  of makeHost: (ScreenConfiguration) async throws -> TestHost
) async rethrows {
  for configurations in matrix.files {
    var captures: [ScreenSnapshot.Capture] = []
    for configuration in configurations {
      let host = try await makeHost(configuration)
      // The work the screen started (a load, a binding's update) is done before it is read.
      await host.waitUntilIdle(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
      let capture = ScreenSnapshot.Capture(host.terminal)
      host.stop()
      guard capture.configuration == configuration else {
        Issue.record(
          "The host was built for \(capture.configuration), not \(configuration)",
          sourceLocation: SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
      }
      captures.append(capture)
    }
    guard let first = configurations.first else { continue }
    let file = [
      name, "\(first.size.width)x\(first.size.height)", first.glyphSet.rawValue,
    ].compactMap { $0 }.joined(separator: ".")
    assertSnapshot(
      of: ScreenSnapshot(captures), as: .screen, named: file, record: record, fileID: fileID,
      file: filePath, testName: testName, line: line, column: column)
  }
}
