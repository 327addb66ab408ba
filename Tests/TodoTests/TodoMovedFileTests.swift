import Foundation
import Testing
import ThinKit

@testable import Todo

/// The file deleted or moved away while the app has it open: SQLite would go on writing to a
/// file that nobody opens again, and quitting would lose every change without a word. Each
/// change waits instead, named, until the path names the file again; quitting before then names
/// them and fails.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TodoMovedFileTests {
  private let folder: TemporaryDirectory
  private let path: String
  private let clock = ManualClock()
  private let store: TodoStore

  init() throws {
    folder = try TemporaryDirectory()
    path = folder.path("todo.sqlite")
    store = makeStore(.file(path), clock: clock)
  }

  @Test func changesWaitNamedUntilTheFileIsBack() async throws {
    _ = try store.add(title: "Water plants")
    try FileManager.default.moveItem(atPath: path, toPath: path + ".away")
    try store.enqueueAdd(title: "Buy milk")
    await advancing(clock) { await waitUntil { store.writeStatus.reports.count == 1 } }
    #expect(store.writeStatus.stall == .failing(reason: "the file was deleted or moved away"))
    #expect(store.writeStatus.unsaved.map { "\($0.change)" } == ["adding “Buy milk”"])

    try FileManager.default.moveItem(atPath: path + ".away", toPath: path)
    await advancing(clock) { await store.waitForWrites() }
    #expect(store.writeStatus.unsaved.isEmpty)
    #expect(try store.count() == 2)
  }

  @Test func quittingWhileTheFileIsGoneNamesTheChangesAndFails() async throws {
    let task = try store.add(title: "Water plants")
    try FileManager.default.removeItem(atPath: path)
    store.enqueueToggleDone(of: task)
    let error = await shutdownError(of: store, clock: clock)
    #expect(
      error?.description
        == "Not saved: marking “Water plants” done — the file was deleted or moved away.")
  }

  @Test func aFileInPlaceAndMemoryAreWrittenAsUsual() async throws {
    let task = try store.add(title: "Water plants")
    store.enqueueToggleDone(of: task)
    await advancing(clock) { await store.waitForWrites() }
    #expect(try store.item(id: task.id)?.isDone == true)
    let memory = makeStore(.inMemory, clock: clock)
    try memory.enqueueAdd(title: "Buy milk")
    await advancing(clock) { await memory.waitForWrites() }
    #expect(try memory.count() == 1)
  }
}
