import Foundation
import Testing
import ThinDI

// Eight threads, ten thousand rounds: each round a new scope whose ring of four (closed by
// finishes) is first asked for from a different member on every thread, and a graph fifty
// registrations deep mixing every lifestyle. Whatever the interleaving, every ring comes back
// closed and one per scope, every chain whole, and each singleton of the chain one object.

/// One link of the deep chain.
private final class Link: Sendable {
  let next: Link?
  init(next: Link?) { self.next = next }

  var last: Link { next?.last ?? self }
  var length: Int { 1 + (next?.length ?? 0) }
}

private let depth = 50
private let rounds = 10_000
private let threads = 8

/// The ring of SwinjectCircularityConcurrencyTests, scoped, and a chain of links "0" … "49":
/// transient, graph, weak and scoped in turn, down to a singleton.
private func stressContainer() throws -> Container {
  try container { builder in
    builder.register(SharedRingA.self, .scoped) { r in SharedRingA(b: try r.resolve()) }
    builder.register(SharedRingB.self, .scoped) { r in SharedRingB(c: try r.resolve()) }
    builder.register(SharedRingC.self, .scoped) { r in
      SharedRingC(d: try r.resolve())
    } finish: { r, c in
      c.a = try r.resolve()
    }
    builder.register(SharedRingD.self, .scoped) { _ in
      SharedRingD()
    } finish: { r, d in
      d.b = try r.resolve()
      d.c = try r.resolve()
    }
    let lifestyles: [Lifestyle] = [.transient, .graph, .weak, .scoped]
    for index in 0..<depth {
      let lifestyle = index == depth - 1 ? .singleton : lifestyles[index % lifestyles.count]
      builder.register(Link.self, name: "\(index)", lifestyle) { r in
        Link(next: index + 1 < depth ? try r.resolve(Link.self, name: "\(index + 1)") : nil)
      }
    }
  }
}

/// What one thread found in one round: the ring's A, or what went wrong.
private func ring(from member: Int, in scope: Scope) -> Result<ObjectIdentifier, RingFailure> {
  do {
    let a: SharedRingA? =
      switch member {
      case 0: try scope.resolve(SharedRingA.self)
      case 1: try scope.resolve(SharedRingD.self).c?.a
      case 2: try scope.resolve(SharedRingC.self).a
      default: try scope.resolve(SharedRingB.self).c.a
      }
    guard let a else { return .failure(RingFailure(description: "unfinished")) }
    let closed = a.b.c.a === a && a.b.c.d.b === a.b && a.b.c.d.c === a.b.c
    return closed ? .success(ObjectIdentifier(a)) : .failure(RingFailure(description: "open"))
  } catch {
    return .failure(RingFailure(description: "\(error)"))
  }
}

private struct RingFailure: Error, Equatable {
  let description: String
}

@Suite struct StressConcurrencyTests {
  @Test func ringsAndDeepGraphsOnEightThreadsForTenThousandRounds() async throws {
    let container = try stressContainer()
    let scopes = (0..<rounds).map { container.makeScope(named: "round \($0)") }
    let found = Gathered<[[Result<ObjectIdentifier, RingFailure>]]>([])
    let chains = Gathered<Set<String>>([])
    let done = DispatchGroup()
    for thread in 0..<threads {
      done.enter()
      Thread.detachNewThread {
        var rings: [Result<ObjectIdentifier, RingFailure>] = []
        var seen: Set<String> = []
        for round in 0..<rounds {
          rings.append(ring(from: (thread + round) % 4, in: scopes[round]))
          let chain = try? scopes[round].resolve(Link.self, name: "0")
          let last = try? container.resolve(Link.self, name: "\(depth - 1)")
          seen.insert("\(chain?.length ?? 0) links, last shared: \(chain?.last === last)")
        }
        found.withLock { $0.append(rings) }
        chains.withLock { $0.formUnion(seen) }
        done.leave()
      }
    }
    // A bound, not a measure: a deadlock fails the test instead of hanging it.
    let finished = await onNewThread { done.wait(timeout: .now() + 600) == .success }
    try #require(finished, "the threads did not finish: a deadlock")
    let perThread = found.withLock { $0 }
    let broken = (0..<rounds).map { round in perThread.map { $0[round] } }.filter { outcomes in
      Set(outcomes.map { try? $0.get() }).count != 1 || outcomes.contains { (try? $0.get()) == nil }
    }
    #expect(broken.isEmpty, "\(broken.count) rounds, the first: \(broken.prefix(3))")
    #expect(chains.withLock { $0 } == ["\(depth) links, last shared: true"])
  }
}
