import Foundation
import Testing

/// `demo todo` on a real full disk: a 2 MiB tmpfs, filled up with a file. At launch the
/// refusal says the disk is full and leaves nothing beside the file; while it runs, every
/// change is named, and quitting fails naming each. Mounting needs root (CAP_SYS_ADMIN): where
/// the machine does not allow it, the tests are skipped and say why; the strace ENOSPC tests
/// (``DemoTodoFaultTests``) cover the same words without it.
@Suite(.serialized) struct DemoTodoDiskFullTests {
  /// The name and bytes of every file in `folder`.
  private func files(in folder: String) throws -> [String: Data] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    return try Dictionary(
      uniqueKeysWithValues: names.map { name in
        (name, try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
      })
  }

  @Test(.needsTmux, .needsSmallDisk) func aFullDiskAtLaunchIsSaidAndLeavesNothingBeside()
    async throws
  {
    let disk = try SmallDisk()
    defer { disk.unmount() }
    let path = disk.path("todo.sqlite")
    try await DemoTodoRun.makeDatabase(path)
    disk.fill()
    let before = try files(in: disk.folder)

    let session = try DemoTodoRun.start(path)
    defer { session.close() }
    let exit = try await session.waitForExit()
    #expect(exit.status == 1)
    let said = try session.capturedText()
    #expect(said.contains("\(path) could not be opened: the disk is full."), "\(said)")
    #expect(try files(in: disk.folder) == before, "no -wal or -shm left beside it")
  }

  @Test(.needsTmux, .needsSmallDisk) func everyChangeOnAFullDiskIsNamedAndQuittingFails()
    async throws
  {
    let disk = try SmallDisk()
    defer { disk.unmount() }
    let path = disk.path("todo.sqlite")
    try await DemoTodoRun.makeDatabase(path)
    let session = try DemoTodoRun.start(path)
    defer { session.close() }
    try await session.waitForText("Do a blog post")
    disk.fill()
    let titles = ["Buy milk", "Buy bread", "Call Ann"]
    for title in titles {
      try session.sendKeys("+")
      try await session.waitForText("New Task")
      try session.type(title)
      try session.sendKeys("Enter")
      try await session.waitForText("Adding “\(title)”")
    }
    try await session.waitForText("3 changes not saved yet — the disk is full")
    try session.sendKeys("q")
    let exit = try await session.waitForExit()
    #expect(exit.status == 1)
    let said = try session.capturedText()
    for title in titles {
      #expect(said.contains("Not saved: adding “\(title)” — the disk is full."), "\(said)")
    }
  }
}

/// A 2 MiB tmpfs mounted on a folder of its own, for a real full disk.
final class SmallDisk {
  let folder: String
  private var isMounted = false

  init() throws {
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-disk-\(UUID().uuidString.prefix(8))").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    do {
      _ = try Subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", folder])
        .checkedOutput()
    } catch {
      try? FileManager.default.removeItem(atPath: folder)
      throw error
    }
    isMounted = true
  }

  func path(_ name: String) -> String { folder + "/" + name }

  /// Fills what is left of the disk with a file of zeros.
  func fill() {
    // dd stops, and fails, when the disk is full: that is the point.
    _ = try? Subprocess.run(["dd", "if=/dev/zero", "of=\(path("filler"))", "bs=4096"])
  }

  func unmount() {
    if isMounted { _ = try? Subprocess.run(["umount", folder]) }
    isMounted = false
    try? FileManager.default.removeItem(atPath: folder)
  }

  deinit { unmount() }

  /// Whether this machine lets the tests mount a tmpfs (root, with CAP_SYS_ADMIN): tried once.
  static let canMount: Bool = {
    guard let disk = try? SmallDisk() else { return false }
    disk.unmount()
    return true
  }()
}

extension Trait where Self == ConditionTrait {
  /// Skips a test that needs a real full disk where mounting a tmpfs is not allowed, and says
  /// why.
  static var needsSmallDisk: Self {
    .enabled(
      if: SmallDisk.canMount,
      "mounting a 2 MiB tmpfs needs root (CAP_SYS_ADMIN): strace's ENOSPC tests cover it")
  }
}
