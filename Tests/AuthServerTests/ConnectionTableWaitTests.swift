import NIOEmbedded
import Testing

@testable import AuthServer

/// ``ConnectionTable/waitUntilOpen(_:whenWaiting:)``, what tests wait on: it returns once the
/// count is reached, and ends at once when its task is cancelled, waiting or not yet.
@Suite(.timeLimit(.minutes(1))) struct ConnectionTableWaitTests {
  private let table = ConnectionTable(maximum: 4, maximumPerClient: 4)

  @Test func aWaitReturnsOnceTheCountIsReached() async throws {
    let (waiting, signal) = AsyncStream.makeStream(of: Void.self)
    let task = Task { [table] in try await table.waitUntilOpen(2, whenWaiting: { signal.yield() }) }
    for await _ in waiting { break }
    _ = table.admit(EmbeddedChannel(), from: EmbeddedPipeline.client)
    #expect(table.waiterCount == 1)
    _ = table.admit(EmbeddedChannel(), from: EmbeddedPipeline.client)
    try await task.value
    #expect(table.waiterCount == 0)
  }

  @Test func aWaitingTaskThatIsCancelledStopsWaiting() async throws {
    let (waiting, signal) = AsyncStream.makeStream(of: Void.self)
    let task = Task { [table] in try await table.waitUntilOpen(3, whenWaiting: { signal.yield() }) }
    for await _ in waiting { break }
    #expect(table.waiterCount == 1)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(table.waiterCount == 0)
  }

  @Test func aTaskCancelledBeforeItWaitsDoesNotWait() async throws {
    let task = Task { [table] in
      withUnsafeCurrentTask { $0?.cancel() }
      try await table.waitUntilOpen(3)
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(table.waiterCount == 0)
  }
}
