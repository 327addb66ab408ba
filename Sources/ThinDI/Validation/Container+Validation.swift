extension Container {
  /// Resolves every registration in a dry run and reports every problem at once: missing
  /// registrations, cycles, failing factories and captive dependencies, each with its full path
  /// (`TodoListViewController → TodoStore → DatabaseQueue: not registered`).
  ///
  /// The dry run builds everything in a throwaway copy of the container, so the live
  /// container's singletons are untouched, and releases it all before returning. It does call
  /// the factories: keep side effects out of them (open files in a startup step, not a factory),
  /// or expect them here too. Registrations with a runtime argument are built with the sample
  /// argument they gave. `@MainActor` registrations need `validate()` to be called from the main
  /// actor.
  ///
  /// A demo app's test asserts `container.validate().isEmpty`.
  public func validate(isolation: isolated (any Actor)? = #isolation) -> ValidationReport {
    let run = DryRun(of: self, isolation: isolation)
    let unresolvable = Self.unresolvableProblems(run.failures)
    let others =
      run.withoutSample.map(ValidationProblem.missingSampleArgument) + Self.captiveProblems(run)
    return ValidationReport(
      problems: unresolvable.map { .unresolvable($0.failure) } + others,
      occurrences: unresolvable.map(\.count) + others.map { _ in 1 })
  }

  /// One problem per cause (a missing key reached from the same requester, a cycle through the
  /// same keys, a failing factory, a chain too deep), with how many registrations it fails. Each
  /// keeps the longest path found, which says the most (the first, for a chain too deep).
  private static func unresolvableProblems(_ failures: [ResolutionError])
    -> [(failure: ResolutionError, count: Int)]
  {
    var problems: [(failure: ResolutionError, count: Int)] = []
    var indexByCause: [String: Int] = [:]
    for failure in failures {
      let cause = causeSignature(of: failure)
      guard let index = indexByCause[cause] else {
        indexByCause[cause] = problems.count
        problems.append((failure, 1))
        continue
      }
      let known = problems[index].failure
      problems[index] = (
        failure.path.count > known.path.count ? failure : known, problems[index].count + 1
      )
    }
    return problems
  }

  private static func causeSignature(of failure: ResolutionError) -> String {
    let path = failure.path
    switch failure.reason {
    case .notRegistered:
      return "missing \(failure.failedKey) from \(path.dropLast().last?.description ?? "")"
    case .cycle:
      let start = path.firstIndex(of: failure.failedKey) ?? 0
      return "cycle " + Set(path[start...].map(\.description)).sorted().joined(separator: ",")
    case .tooDeep:
      // Every registration along a chain too long fails at a different key: one cause, counted.
      return "too deep"
    default:
      return "\(failure.reason) at \(failure.failedKey)"
    }
  }

  /// Follows each singleton's and scoped registration's dependencies: one with a shorter life is
  /// captive. Transient and graph dependencies are owned by their holder, so the search goes
  /// through them and stops at shared ones, which are holders of their own. A provider holds no
  /// instance, so a lazy edge never makes a captive.
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
