import Foundation
import Testing
import ThinDI

// Swinject's four-object circularity case (testContainerResolvesCircularDependencyOn
// InitializersAndProperties) resolved for the first time from every object of the ring on many
// threads at once: what a single thread always resolves whole.

@Suite struct SwinjectCircularityConcurrencyTests {
  /// What each of eight threads, resolving the ring from A, B, C or D, finds: "ok" when the ring
  /// it got is closed, else what went wrong.
  private func resolveRingOnManyThreads(_ lifestyle: Lifestyle) async throws -> [String] {
    let container = try container { builder in
      builder.register(SharedRingA.self, lifestyle) { r in SharedRingA(b: try r.resolve()) }
      builder.register(SharedRingB.self, lifestyle) { r in SharedRingB(c: try r.resolve()) }
      builder.register(SharedRingC.self, lifestyle) { r in
        SharedRingC(d: try r.resolve())
      } finish: { r, c in
        c.a = try r.resolve()
      }
      builder.register(SharedRingD.self, lifestyle) { _ in
        SharedRingD()
      } finish: { r, d in
        d.b = try r.resolve()
        d.c = try r.resolve()
      }
    }
    let scope = container.makeScope()
    return try #require(
      await onManyThreads(8) { index -> String in
        do {
          let a: SharedRingA? =
            switch index % 4 {
            case 0: try scope.resolve(SharedRingA.self)
            case 1: try scope.resolve(SharedRingD.self).c?.a
            case 2: try scope.resolve(SharedRingC.self).a
            default: try scope.resolve(SharedRingB.self).c.a
            }
          guard let a else { return "unfinished" }
          let closed = a.b.c.a === a && a.b.c.d.b === a.b && a.b.c.d.c === a.b.c
          return closed ? "ok" : "not closed"
        } catch {
          return "\(error)"
        }
      })
  }

  @Test(
    arguments: [Lifestyle.singleton, .weak, .scoped])
  func ringResolvedFromEveryObjectOnManyThreadsIsWhole(lifestyle: Lifestyle) async throws {
    for _ in 0..<20 {
      let outcomes = try await resolveRingOnManyThreads(lifestyle)
      #expect(outcomes.allSatisfy { $0 == "ok" }, "\(outcomes)")
    }
  }
}
