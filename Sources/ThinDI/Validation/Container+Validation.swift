extension Container {
  /// Resolves every registration in a throwaway copy of the container and reports every problem
  /// at once, with its path: missing registrations, cycles, failing factories, captives.
  public func validate(isolation: isolated (any Actor)? = #isolation) -> ValidationReport {
    let run = DryRun(of: self, isolation: isolation)
    // One problem per cause, with how many registrations it fails, and the longest path found.
    var unresolvable: [(failure: ResolutionError, count: Int)] = []
    var indexByCause: [String: Int] = [:]
    for failure in run.failures {
      let cause = Self.cause(of: failure)
      guard let index = indexByCause[cause] else {
        indexByCause[cause] = unresolvable.count
        unresolvable.append((failure, 1))
        continue
      }
      let (known, count) = unresolvable[index]
      unresolvable[index] = (failure.path.count > known.path.count ? failure : known, count + 1)
    }
    let others =
      run.withoutSample.map(ValidationProblem.missingSampleArgument) + Self.captiveProblems(run)
    return ValidationReport(
      problems: unresolvable.map { .unresolvable($0.failure) } + others,
      occurrences: unresolvable.map(\.count) + others.map { _ in 1 })
  }

  private static func cause(of failure: ResolutionError) -> String {
    let path = failure.path
    switch failure.reason {
    case .notRegistered:
      return "missing \(failure.failedKey) from \(path.dropLast().last?.description ?? "")"
    case .cycle:
      let start = path.firstIndex(of: failure.failedKey) ?? 0
      return "cycle " + Set(path[start...].map(\.description)).sorted().joined(separator: ",")
    case .tooDeep: return "too deep"
    default: return "\(failure.reason) at \(failure.failedKey)"
    }
  }

  private static func captiveProblems(_ run: DryRun) -> [ValidationProblem] {
    var dependencies = [[Int]](repeating: [], count: run.registrations.count)
    for edge in run.edges where !edge.isLazy { dependencies[edge.from].append(edge.to) }
    let lifestyles = run.registrations.map(\.lifestyle)
    var problems: [ValidationProblem] = []
    for holder in lifestyles.indices
    where lifestyles[holder].lifetimeRank >= Lifestyle.scoped.lifetimeRank {
      var visited: Set<Int> = [holder]
      var stack = [[holder]]
      while let path = stack.popLast() {
        let next = dependencies[path.last!].filter { visited.insert($0).inserted }.map {
          path + [$0]
        }
        for route in next
        where lifestyles[route.last!].lifetimeRank < lifestyles[holder].lifetimeRank {
          problems.append(
            .captiveDependency(
              path: route.map { run.registrations[$0].key }, holder: lifestyles[holder],
              held: lifestyles[route.last!]))
        }
        stack += next.filter { lifestyles[$0.last!].lifetimeRank == 0 }.reversed()
      }
    }
    return problems
  }
}
