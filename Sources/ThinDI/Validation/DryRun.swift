/// Resolves every registration once, in a throwaway copy of a container, and records what each
/// factory asked for.
///
/// The copy has the same registrations and empty lifestyle state, so the live container's
/// singletons are neither built nor touched, and everything built here is released at the end.
/// The factories do run: a factory with a side effect (opening a file) has it here too. Scoped
/// registrations run in a scope of the copy; registrations with a runtime argument run with their
/// sample argument, and are reported when they have none. A child container is copied with its
/// ancestors, and the ancestors' registrations it replaced are run too, in the ancestor that
/// still resolves them for its own shared instances. Then the checks other modules added run
/// (`ContainerBuilder.addDryRunCheck(for:_:)`: ThinScenes opens every route).
struct DryRun {
  /// The registrations of the copy, in order, with their index in `registrations`: those the
  /// container resolves, then those of ancestors it replaced.
  let registrations: [AnyRegistration]
  /// How many of `registrations` the container itself resolves (all, but in a child).
  let visibleCount: Int
  /// Edges between registration indices: a factory of `from` resolved `to`, or took a provider
  /// of it (`isLazy`).
  let edges: [(from: Int, to: Int, isLazy: Bool)]
  /// Keys a factory asked for that nothing is registered under.
  let missing: [(from: Int, key: ServiceKey)]
  /// Top-level failures, one per registration that failed, in registration order.
  let failures: [ResolutionError]
  /// Registrations with an argument but no sample.
  let withoutSample: [ServiceKey]

  init(of container: Container, isolation: isolated (any Actor)?) {
    let copy = container.freshCopy()
    let scope = copy.makeScope(named: "validation")
    for provideSample in copy.assembly.scopedValueSamples { provideSample(scope) }
    let recorder = DependencyRecorder()
    let runs = Self.entriesToRun(in: copy)
    var failures: [ResolutionError] = []
    var withoutSample: [ServiceKey] = []
    for (entry, resolvedIn) in runs {
      guard entry.canDryRun else {
        withoutSample.append(entry.key)
        continue
      }
      do {
        _ = try resolvedIn.resolveErased(
          entry, scope: scope, recorder: recorder, isolation: isolation)
      } catch {
        failures.append(error)
      }
    }
    for check in copy.assembly.dryRunChecks {
      do {
        try check.run(copy, scope, isolation)
      } catch {
        failures.append(error)
      }
    }
    scope.end()

    var indexOfEntry: [ObjectIdentifier: Int] = [:]
    for (index, run) in runs.enumerated() {
      indexOfEntry[ObjectIdentifier(run.entry)] = index
    }
    registrations = runs.map(\.entry.registration)
    visibleCount = copy.entries.count
    edges = recorder.edges.compactMap { edge in
      guard let from = indexOfEntry[edge.from], let to = indexOfEntry[edge.to] else { return nil }
      return (from, to, edge.isLazy)
    }
    missing = recorder.missing.compactMap { missing in
      indexOfEntry[missing.from].map { ($0, missing.key) }
    }
    self.failures = failures
    self.withoutSample = withoutSample
  }

  /// Every entry of `copy` with the container to resolve it in: its own, then, for a child, the
  /// entries its ancestors resolve and it does not, in the nearest ancestor that resolves them.
  private static func entriesToRun(in copy: Container) -> [(entry: AnyEntry, in: Container)] {
    var runs = copy.entries.map { (entry: $0, in: copy) }
    var known = Set(copy.entries.map(ObjectIdentifier.init))
    for ancestor in copy.lineage.dropLast().reversed() {
      for entry in ancestor.entries where known.insert(ObjectIdentifier(entry)).inserted {
        runs.append((entry, ancestor))
      }
    }
    return runs
  }
}

extension Container {
  /// A container with the same registrations and no instances, with a fresh copy of its
  /// ancestors for a child: the dry run's playground.
  func freshCopy() -> Container {
    Container(
      registrations: registrations, startupStepNames: startupStepNames, assembly: assembly,
      parent: parent?.freshCopy(), tracer: tracer)
  }
}
