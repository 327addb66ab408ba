import Foundation
import Testing
import ThinKit

@testable import Todo

/// The file made read-only (`chmod a-w`) while the app has it open: SQLite's descriptor could
/// still write it, even as root, so the app itself holds each change, named, until the file may
/// be written again, as it refuses to open a read-only file at launch.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TodoReadOnlyMidSessionTests {
  private let folder: TemporaryDirectory
  private let path: String
  private let clock = ManualClock()
  private let store: TodoStore

  init() throws {
    folder = try TemporaryDirectory()
    path = folder.path("todo.sqlite")
    store = makeStore(.file(path), clock: clock)
  }

  private func setPermissions(_ mode: Int) throws {
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
  }

  @Test func changesWaitNamedUntilTheFileMayBeWrittenAgain() async throws {
    _ = try store.add(title: "Water plants")
    try setPermissions(0o444)
    try store.enqueueAdd(title: "Buy milk")
    await advancing(clock) { await waitUntil { store.writeStatus.reports.count == 1 } }
    #expect(store.writeStatus.stall == .failing(reason: "the file was made read-only"))
    #expect(store.writeStatus.unsaved.map { "\($0.change)" } == ["adding “Buy milk”"])
    #expect(try store.count() == 1)

    try setPermissions(0o644)
    await advancing(clock) { await store.waitForWrites() }
    #expect(store.writeStatus.unsaved.isEmpty)
    #expect(try store.count() == 2)
  }

  @Test func quittingWhileTheFileIsReadOnlyNamesTheChangesAndFails() async throws {
    let task = try store.add(title: "Water plants")
    try setPermissions(0o444)
    defer { try? setPermissions(0o644) }
    store.enqueueToggleDone(of: task)
    let error = await shutdownError(of: store, clock: clock)
    #expect(
      error?.description
        == "Not saved: marking “Water plants” done — the file was made read-only.")
  }
}
