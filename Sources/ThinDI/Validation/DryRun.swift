/// Resolves every registration once, in a throwaway copy of a container, and records what each
/// factory asked for.
///
/// The copy has the same registrations and no instances, so the live container is untouched
/// and everything built here is released at the end; the factories do run, side effects
/// included. Scoped registrations run in a scope of the copy, registrations with an argument
/// with their sample. A child is copied with its ancestors, whose registrations it replaced run
/// in the ancestor that still resolves them. Then the checks other modules added run
/// (`ContainerBuilder.addDryRunCheck(for:_:)`: ThinScenes opens every route).
struct DryRun {
  /// The registrations run, in order: those the container resolves, then those of ancestors it
  /// replaced.
  let registrations: [Registration]
  /// How many of `registrations` the container itself resolves (all, but in a child).
  let visibleCount: Int
  /// A factory of `from` resolved `to`, or took a provider of it (`isLazy`), by index.
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
    defer { scope.end() }
    for provideSample in copy.assembly.scopedValueSamples { provideSample(scope) }
    let recorder = DependencyRecorder()
    let runs = Self.entriesToRun(in: copy)
    withoutSample = runs.filter { !$0.entry.canDryRun }.map(\.entry.key)
    failures =
      runs.filter(\.entry.canDryRun).compactMap { entry, resolvedIn in
        Self.failure { () throws(ResolutionError) in
          _ = try resolvedIn.resolveErased(
            entry, scope: scope, recorder: recorder, isolation: isolation)
        }
      }
      + copy.assembly.dryRunChecks.compactMap { check in
        Self.failure { () throws(ResolutionError) in try check.run(copy, scope, isolation) }
      }
    let index = Dictionary(
      uniqueKeysWithValues: runs.enumerated().map { (ObjectIdentifier($1.entry), $0) })
    registrations = runs.map(\.entry.registration)
    visibleCount = copy.entries.count
    edges = recorder.edges.compactMap { edge in
      guard let from = index[edge.from], let to = index[edge.to] else { return nil }
      return (from, to, edge.isLazy)
    }
    missing = recorder.missing.compactMap { missing in index[missing.from].map { ($0, missing.key) }
    }
  }

  private static func failure(_ body: () throws(ResolutionError) -> Void) -> ResolutionError? {
    do throws(ResolutionError) {
      try body()
      return nil
    } catch {
      return error
    }
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
