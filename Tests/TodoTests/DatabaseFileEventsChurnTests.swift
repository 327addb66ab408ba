import Foundation
import Testing
import ThinKit

@testable import Todo

/// Watches made and ended on many tasks at once, as a test run's many file-backed stores do:
/// each still sees the write made while it watches. (Dispatch read sources made and cancelled
/// so can crash the process, swift-corelibs-libdispatch#949: the watch uses none.)
@Suite(.enabled(if: DatabaseFileEvents.areAvailable), .timeLimit(.minutes(5)))
struct DatabaseFileEventsChurnTests {
  @Test func everyWatchSeesItsWriteWhileOthersStartAndEnd() async throws {
    let folder = try TemporaryDirectory()
    let (tasks, rounds) = (8, 40)
    let paths = (0..<tasks).map { folder.path("file-\($0).sqlite") }
    let seen = await withTaskGroup(of: Int.self) { group in
      for path in paths {
        group.addTask { await Self.watchAndWrite(path, rounds: rounds) }
      }
      return await group.reduce(0, +)
    }
    #expect(seen == tasks * rounds, "every round saw its write")
  }

  /// `rounds` times: watches `path`, writes it, waits for the signal, ends the watch; how many
  /// rounds saw their signal.
  static func watchAndWrite(_ path: String, rounds: Int) async -> Int {
    var seen = 0
    for round in 0..<rounds {
      guard let changes = DatabaseFileEvents.changes(of: path) else { continue }
      do {
        try "round \(round)".write(toFile: path, atomically: false, encoding: .utf8)
      } catch {
        Issue.record(error)
      }
      var iterator = changes.makeAsyncIterator()
      if await iterator.next() != nil { seen += 1 }
      changes.finish()
    }
    return seen
  }
}
