import Auth
import Foundation
import Testing

/// The last email, in the user's data directory; never a password. Read and written off the
/// caller's actor; what the form shows is what the store kept.
@Suite struct LastEmailStoreTests {
  @Test func savesAndLoadsTheEmailOnly() async throws {
    let file = TemporaryDirectory.make().appendingPathComponent("nested/thinkit/last-email")
    let store = LastEmailStore(fileURL: file)
    #expect(await store.load() == nil)
    #expect(await store.save(" ada@example.com "))
    #expect(store.email == "ada@example.com", "kept once saved")
    #expect(await LastEmailStore(fileURL: file).load() == "ada@example.com")
    #expect(try String(contentsOf: file, encoding: .utf8) == "ada@example.com\n")
    #expect(await !store.save("not an email"))
    #expect(store.email == "ada@example.com")
    #expect(await store.load() == "ada@example.com")
  }

  /// The form reads ``LastEmailStore/email`` on the main actor: what the last load kept, never
  /// a read of the file.
  @Test func theEmailIsWhatTheLastLoadKept() async throws {
    let file = TemporaryDirectory.make().appendingPathComponent("last-email")
    try Data("ada@example.com\n".utf8).write(to: file)
    let store = LastEmailStore(fileURL: file)
    #expect(store.email == nil, "nothing read yet")
    #expect(await store.load() == "ada@example.com")
    try FileManager.default.removeItem(at: file)
    #expect(store.email == "ada@example.com", "kept, not read again")
    #expect(await store.load() == nil, "a load reads the file anew")
    #expect(store.email == nil)
  }

  @Test func unreadableOrOddFilesReadAsNoEmail() async throws {
    let directory = TemporaryDirectory.make()
    let file = directory.appendingPathComponent("last-email")
    try Data([0xFF, 0xFE, 0x00]).write(to: file)
    #expect(await LastEmailStore(fileURL: file).load() == nil)
    let overDirectory = LastEmailStore(fileURL: directory)
    #expect(await overDirectory.load() == nil, "a directory is no file")
    #expect(await !overDirectory.save("a@b"), "cannot write over a directory")
    #expect(overDirectory.email == nil, "a save that failed keeps nothing")
  }

  /// From the main actor, loading and saving each leave it: they run on the task's preferred
  /// executor, which work isolated to the main actor (or to its caller) would never reach.
  @MainActor
  @Test func loadsAndSavesOffTheMainActor() async {
    let store = LastEmailStore(fileURL: TemporaryDirectory.make().appendingPathComponent("e"))
    let executor = CountingExecutor()
    await withTaskExecutorPreference(executor) {
      let before = executor.jobs
      #expect(await store.save("ada@example.com"))
      let afterSave = executor.jobs
      #expect(afterSave > before, "the save ran off the main actor")
      #expect(await store.load() == "ada@example.com")
      #expect(executor.jobs > afterSave, "the load ran off the main actor")
    }
  }

  @Test func theFileLivesInTheXDGDataHomeOrUnderHome() {
    #expect(
      LastEmailStore.defaultFileURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"])
        .path == "/data/thinkit/last-email")
    #expect(
      LastEmailStore.defaultFileURL(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"])
        .path == "/home/a/.local/share/thinkit/last-email")
    #expect(
      LastEmailStore.defaultFileURL(environment: ["HOME": "/home/ada"]).path
        == "/home/ada/.local/share/thinkit/last-email")
  }
}
