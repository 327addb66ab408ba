import Foundation

/// Finds the executables `swift build` (and so `swift test`) made, for tests that run them.
enum BuiltProducts {
  /// The executable product `name`: looked for next to the running test binary (which lives in
  /// the same build directory, whatever the configuration or `--build-path`), else in the
  /// directory `swift build --show-bin-path` names for this package.
  static func executable(named name: String) throws -> URL {
    for directory in testBinaryAncestors() {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    let binPath = try Subprocess.run(
      ["swift", "build", "--package-path", packageRoot.path, "--show-bin-path"]
    ).checkedOutput().trimmingCharacters(in: .whitespacesAndNewlines)
    let candidate = URL(fileURLWithPath: binPath).appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: candidate.path) else {
      throw Tmux.Failure(
        description: "\(name) is not built: run `swift build` first (looked in \(binPath))")
    }
    return candidate
  }

  /// The package's root directory, from this source file's place in it.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The directories above the running test binary, nearest first (on macOS the binary sits
  /// inside an .xctest bundle, a few levels below the build directory).
  private static func testBinaryAncestors() -> [URL] {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    var directories: [URL] = []
    for _ in 0..<4 {
      directories.append(directory)
      directory = directory.deletingLastPathComponent()
    }
    return directories
  }
}
