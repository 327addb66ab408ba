import Auth
import Foundation
import Testing

/// The last email, in the user's data directory; never a password.
@Suite struct LastEmailStoreTests {
  @Test func savesAndLoadsTheEmailOnly() throws {
    let file = TemporaryDirectory.make().appendingPathComponent("nested/thinkit/last-email")
    let store = LastEmailStore(fileURL: file)
    #expect(store.load() == nil)
    #expect(store.save(" ada@example.com "))
    #expect(store.load() == "ada@example.com")
    #expect(try String(contentsOf: file, encoding: .utf8) == "ada@example.com\n")
    #expect(!store.save("not an email"))
    #expect(store.load() == "ada@example.com")
  }

  @Test func unreadableOrOddFilesReadAsNoEmail() throws {
    let directory = TemporaryDirectory.make()
    let file = directory.appendingPathComponent("last-email")
    try Data([0xFF, 0xFE, 0x00]).write(to: file)
    #expect(LastEmailStore(fileURL: file).load() == nil)
    #expect(LastEmailStore(fileURL: directory).load() == nil, "a directory is no file")
    #expect(!LastEmailStore(fileURL: directory).save("a@b"), "cannot write over a directory")
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
