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
      problems: unresolvable.map(\.problem) + others,
      occurrences: unresolvable.map(\.count) + others.map { _ in 1 })
  }

  /// One problem per cause: a missing key reached from the same requester, a cycle through the
  /// same keys, a failing factory, a chain too deep, with how many registrations it fails. Each
  /// keeps the longest path found, which says the most (the first, for a chain too deep).
  private static func unresolvableProblems(_ failures: [ResolutionError])
    -> [(problem: ValidationProblem, count: Int)]
  {
    var order: [String] = []
    var kept: [String: (failure: ResolutionError, count: Int)] = [:]
    for failure in failures {
      let cause = causeSignature(of: failure)
      if let known = kept[cause] {
        let isLonger = failure.path.count > known.failure.path.count
        kept[cause] = (isLonger ? failure : known.failure, known.count + 1)
      } else {
        order.append(cause)
        kept[cause] = (failure, 1)
      }
    }
    return order.map { cause in
      let (failure, count) = kept[cause]!
      return (.unresolvable(failure), count)
    }
  }

  private static func causeSignature(of failure: ResolutionError) -> String {
    let path = failure.path
    switch failure.reason {
    case .notRegistered:
      let requester = path.count > 1 ? path[path.count - 2].description : ""
      return "missing \(failure.failedKey) from \(requester)"
    case .cycle:
      let start = path.firstIndex(of: failure.failedKey) ?? 0
      return "cycle " + Set(path[start...].map(\.description)).sorted().joined(separator: ",")
    case .tooDeep:
      // Every registration along a chain too long fails at a different key: one cause, counted,
      // rather than thousands of problems with paths hundreds of keys long.
      return "too deep"
    default:
      return "\(failure.reason) at \(failure.failedKey)"
    }
  }

  /// Follows each singleton's and scoped registration's dependencies: one with a shorter life is
  /// captive. Transient and graph dependencies are owned by their holder, so what they hold is
  /// held too; the search goes through them and stops at shared ones, which are holders of their
  /// own.
  private static func captiveProblems(_ run: DryRun) -> [ValidationProblem] {
    var dependencies = [[Int]](repeating: [], count: run.registrations.count)
    // A provider holds no instance, so a lazy edge never makes a captive.
    for edge in run.edges where !edge.isLazy { dependencies[edge.from].append(edge.to) }
    var problems: [ValidationProblem] = []
    for (holder, registration) in run.registrations.enumerated()
    where registration.lifestyle.lifetimeRank >= Lifestyle.scoped.lifetimeRank {
      var visited: Set<Int> = [holder]
      var stack: [(index: Int, path: [Int])] = [(holder, [holder])]
      while let (index, path) = stack.popLast() {
        var owned: [(index: Int, path: [Int])] = []
        for dependency in dependencies[index] where visited.insert(dependency).inserted {
          let held = run.registrations[dependency].lifestyle
          let route = path + [dependency]
          if held.lifetimeRank < registration.lifestyle.lifetimeRank {
            problems.append(
              .captiveDependency(
                path: route.map { run.registrations[$0].key },
                holder: registration.lifestyle, held: held))
          }
          if !held.isShared { owned.append((dependency, route)) }
        }
        stack += owned.reversed()
      }
    }
    return problems
  }
}
