import Foundation
import Testing

/// A command-line program that some end-to-end tests run the demo under, and what they do
/// with it; `.ci/install-tools` installs each for CI.
struct InstalledTool: Sendable {
  let path: String
  /// What a test does with it, as the reason a test is skipped says it.
  let use: String

  static let strace = InstalledTool(
    path: "/usr/bin/strace", use: "injects failing system calls with it")
  static let faketime = InstalledTool(
    path: "/usr/bin/faketime", use: "runs the program with a faked clock")
  static let prlimit = InstalledTool(
    path: "/usr/bin/prlimit", use: "runs the program with a file size limit")
  static let cc = InstalledTool(
    path: "/usr/bin/cc", use: "builds a library that fails the program's reads")

  var url: URL { URL(fileURLWithPath: path) }

  var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }
}

extension Trait where Self == ConditionTrait {
  /// Skips a fault-injection test on a machine without strace, and says why.
  static var needsStrace: Self { needs(.strace) }

  /// Skips a test that runs the program under libfaketime on a machine without it.
  static var needsFaketime: Self { needs(.faketime) }

  /// Skips a test that runs the program under a resource limit on a machine without prlimit.
  static var needsPrlimit: Self { needs(.prlimit) }

  /// Skips a test that builds a C library to preload on a machine without a C compiler.
  static var needsCompiler: Self { needs(.cc) }

  private static func needs(_ tool: InstalledTool) -> Self {
    .enabled(
      if: tool.isAvailable,
      "\(tool.url.lastPathComponent) is not installed: this test \(tool.use)")
  }
}
