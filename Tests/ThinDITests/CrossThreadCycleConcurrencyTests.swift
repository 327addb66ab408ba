import Foundation
import Synchronization
import Testing
import ThinDI

// Three singletons in a cycle, XA → XB → XC → XA, resolved from several threads at once.
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
  @Test func cycleStartedOnTwoThreadsIsNamedWithEveryKeyByBoth() async throws {
    // Thread 1 is building XA and XB when thread 2 asks for XC: with one construction lock,
    // thread 2 waits for thread 1, whose failed construction leaves nothing built, then finds
    // the whole cycle on its own path. (A cycle is never split across threads: only the thread
    // holding the lock builds.)
    let bStarted = DispatchSemaphore(value: 0)
    let firstB = Atomic(true)
    let container = try container { builder in
      builder.register(XA.self, .singleton) { r in XA(try r.resolve()) }
      builder.register(XB.self, .singleton) { r in
        if firstB.exchange(false, ordering: .sequentiallyConsistent) { bStarted.signal() }
        return XB(try r.resolve())
      }
      builder.register(XC.self, .singleton) { r in XC(try r.resolve()) }
    }
    async let fromA = onNewThread { message { try container.resolve(XA.self) } }
    let fromC = await onNewThread { () -> String in
      bStarted.wait()
      return message { try container.resolve(XC.self) }
    }
    #expect(await fromA == rotations[0])
    #expect(fromC == rotations[2])
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
