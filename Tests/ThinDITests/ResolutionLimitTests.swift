import Foundation
import Testing
import ThinDI

/// A tree node built node by node through a registration with an argument (its depth).
private final class Node: Sendable {
  let child: Node?
  init(child: Node?) { self.child = child }

  var height: Int { 1 + (child?.height ?? 0) }
}

/// A chain of `count` registrations of `Logger` named "0", "1", …, each needing the next.
private func chainContainer(count: Int) throws -> Container {
  try container { builder in
    for index in 0..<count {
      builder.register(Logger.self, name: "\(index)") { r in
        if index + 1 < count { _ = try r.resolve(Logger.self, name: "\(index + 1)") }
        return Logger()
      }
    }
  }
}

@Suite struct ResolutionLimitTests {
  fileprivate func treeContainer() throws -> Container {
    try container { builder in
      builder.register(Node.self, argument: Int.self, sample: 3) { r, depth in
        Node(child: depth == 0 ? nil : try r.resolve(argument: depth - 1))
      }
    }
  }

  @Test func recursionThroughAnArgumentMayGoDeeperThanAnyGraph() throws {
    let container = try treeContainer()
    #expect(try container.resolve(Node.self, argument: 999).height == 1_000)
    #expect(container.validate().isEmpty)
  }

  @Test func recursionThroughAnArgumentIsBoundedAndNotCalledACycle() throws {
    let container = try treeContainer()
    #expect {
      try container.resolve(Node.self, argument: 5_000)
    } throws: { error in
      guard let error = error as? ResolutionError, case .tooDeep = error.reason else {
        return false
      }
      return error.path.count == 1_025
        && error.description.hasSuffix(": recursion deeper than 1024 levels")
    }
  }

  @Test func recursionOnAThreadOfItsOwnStaysWithinItsStack() async throws {
    let container = try treeContainer()
    let height = await Task.detached { try? container.resolve(Node.self, argument: 1_023).height }
      .value
    #expect(height == 1_024)
  }

  @Test func pathologicalChainIsRefused() throws {
    #expect(throws: Never.self) { try chainContainer(count: 128).resolve(Logger.self, name: "0") }
    #expect {
      try chainContainer(count: 10_000).resolve(Logger.self, name: "0")
    } throws: { error in
      "\(error)".hasSuffix(": dependency chain deeper than 128")
    }
  }

  @Test func chainTooDeepIsOneValidationProblemWithACount() throws {
    // 400 rather than 10,000: each registration's dry run unwinds 128 levels, and the test
    // runner captures a backtrace at each.
    let report = try chainContainer(count: 400).validate()
    #expect(report.problems.count == 1)
    #expect(report.occurrences == [400 - 128])
    #expect(report.description.count < 2_000, "\(report.description.count) characters")
    #expect(report.description.contains("… 117 more …"))
  }

  @Test func captiveHeldThroughAProviderCalledDuringConstructionIsFound() throws {
    final class Cache: Sendable {
      let formatter: Formatter
      init(formatter: Formatter) { self.formatter = formatter }
    }
    let container = try container { builder in
      builder.register(Formatter.self, factory: Formatter.init)
      builder.register(Cache.self, .singleton) { r in
        Cache(formatter: try r.provider(Formatter.self)())
      }
    }
    #expect(
      container.validate().problems.map(\.description) == [
        "Cache → Formatter: captive dependency, a singleton holds a transient"
      ])
  }
}

extension ResolutionLimitTests {
  @Test func recursionIsRefusedAtTheCapBeforeTheStackTheGuideAsksForRunsOut() async throws {
    // ThinDI bounds a chain by its depth, not by measuring the thread's stack: a thread with
    // the stack <doc:Concurrency> asks for resolves a tree as deep as the cap allows, and one
    // deeper is refused as too deep, never a crash.
    let container = try treeContainer()
    let outcomes = await withCheckedContinuation { continuation in
      let thread = Thread {
        let deepest = (try? container.resolve(Node.self, argument: 1_023))?.height
        do {
          _ = try container.resolve(Node.self, argument: 5_000)
          continuation.resume(returning: (deepest, "resolved"))
        } catch {
          continuation.resume(returning: (deepest, "\(error)"))
        }
      }
      thread.stackSize = 8 * 1_024 * 1_024
      thread.start()
    }
    #expect(outcomes.0 == 1_024)
    #expect(outcomes.1.hasSuffix(": recursion deeper than 1024 levels"), "\(outcomes.1.suffix(80))")
  }
}
