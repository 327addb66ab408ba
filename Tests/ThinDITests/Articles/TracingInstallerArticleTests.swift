import Foundation
import Synchronization
import Testing
import ThinDI

// The code of the DocC article "Tracing resolutions", section "In an app the runner starts".

/// Traces every resolve to the file `TRACE_FILE` names, when it names one: a line an event.
struct TracingInstaller: Installer {
  var file: URL?

  func install(into builder: inout ContainerBuilder) {
    guard let file else { return }
    guard FileManager.default.createFile(atPath: file.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: file)
    else {
      // A trace asked for and not made is the launch's failure, named, not a silent run.
      builder.addStartupStep("Trace") { _ in
        StartupAction { throw TraceFileError(path: file.path) }
      }
      return
    }
    let log = Mutex(handle)
    builder.traceResolutions(clock: ContinuousClock()) { event in
      log.withLock { $0.write(Data("\(event)\n".utf8)) }
    }
  }
}

/// The trace file could not be made: the launch stops and says where.
struct TraceFileError: Error, CustomStringConvertible {
  let path: String
  var description: String { "cannot write the trace to \(path)" }
}

@Suite struct TracingInstallerArticleTests {
  private func lines(of file: URL) throws -> [String] {
    try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  /// The installer's line in the runner's list, read from the environment; validation's dry
  /// run comes first in the trace, then the resolves of the app.
  @Test func anInstallerTracesToAFileAndValidationComesFirst() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("trace-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: file) }
    let environment = ["TRACE_FILE": file.path]
    let container = try ContainerBuilder(installers: [
      StorageInstaller(),
      TracingInstaller(file: environment["TRACE_FILE"].map(URL.init(fileURLWithPath:))),
    ]).build()
    #expect(container.validate().isEmpty)
    let validated = try lines(of: file)
    #expect(validated.contains { $0.hasPrefix("DatabaseQueue: singleton, built") })

    _ = try container.resolve(TodoStore.self)
    let after = try lines(of: file)
    #expect(after.count > validated.count)
    #expect(after.dropFirst(validated.count).last?.hasPrefix("TodoStore: singleton, built") == true)
  }

  @Test func aTraceFileThatCannotBeMadeFailsTheLaunchNamingIt() async throws {
    let container = try ContainerBuilder(installers: [
      TracingInstaller(file: URL(fileURLWithPath: "/nonexistent-folder/trace.log"))
    ]).build()
    await #expect {
      try await container.runStartup(clock: ContinuousClock())
    } throws: { error in
      "\(error)".contains("cannot write the trace to /nonexistent-folder/trace.log")
    }
  }
}
