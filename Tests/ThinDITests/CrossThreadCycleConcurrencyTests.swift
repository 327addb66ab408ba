import Foundation
import Synchronization
import Testing
import ThinDI

// Three singletons in a cycle, XA → XB → XC → XA, whose construction is split across threads.
private final class XA: Sendable { init(_: XB) {} }
private final class XB: Sendable { init(_: XC) {} }
private final class XC: Sendable { init(_: XA) {} }

/// The three rotations of the cycle, as the thread that starts at each one reports it.
private let rotations = [
  "XA → XB → XC → XA: cycle",
  "XB → XC → XA → XB: cycle",
  "XC → XA → XB → XC: cycle",
]

@Suite struct CrossThreadCycleConcurrencyTests {
  @Test func cycleSplitAcrossThreadsIsNamedWithEveryKey() async throws {
    // Thread 1 builds XA and XB, thread 2 builds XC, and only then does each ask for the next:
    // whichever sees the deadlock coming names the whole cycle, and so does the other one, which
    // then finds the cycle on its own thread.
    let bStarted = DispatchSemaphore(value: 0)
    let cStarted = DispatchSemaphore(value: 0)
    let firstB = Atomic(true)
    let firstC = Atomic(true)
    let container = try container { builder in
      builder.register(XA.self, .singleton) { r in XA(try r.resolve()) }
      builder.register(XB.self, .singleton) { r in
        if firstB.exchange(false, ordering: .sequentiallyConsistent) {
          bStarted.signal()
          _ = cStarted.wait(timeout: .now() + 5)
        }
        return XB(try r.resolve())
      }
      builder.register(XC.self, .singleton) { r in
        if firstC.exchange(false, ordering: .sequentiallyConsistent) {
          cStarted.signal()
          _ = bStarted.wait(timeout: .now() + 5)
        }
        return XC(try r.resolve())
      }
    }
    async let fromA = onNewThread { message { try container.resolve(XA.self) } }
    async let fromC = onNewThread { message { try container.resolve(XC.self) } }
    #expect(await fromA == rotations[0])
    #expect(await fromC == rotations[2])
  }

  @Test func cycleResolvedFromThreeThreadsAtOnceIsAlwaysNamedWhole() async throws {
    for _ in 0..<200 {
      let container = try container { builder in
        builder.register(XA.self, .singleton) { r in XA(try r.resolve()) }
        builder.register(XB.self, .singleton) { r in XB(try r.resolve()) }
        builder.register(XC.self, .singleton) { r in XC(try r.resolve()) }
      }
      async let a = onNewThread { message { try container.resolve(XA.self) } }
      async let b = onNewThread { message { try container.resolve(XB.self) } }
      async let c = onNewThread { message { try container.resolve(XC.self) } }
      #expect(await [a, b, c] == rotations)
    }
  }
}

/// The message of the error `body` throws, or "resolved".
private func message(_ body: () throws -> Any) -> String {
  do {
    _ = try body()
    return "resolved"
  } catch {
    return "\(error)"
  }
}
