/// Resolves every registration once in a throwaway copy of a container (with a scope, samples,
/// and what a child replaced in its ancestor), recording what each factory asked for.
struct DryRun {
  let registrations: [Registration], visibleCount: Int
  let edges: [(from: Int, to: Int, isLazy: Bool)]
  let missing: [(from: Int, key: ServiceKey)]
  let failures: [ResolutionError], withoutSample: [ServiceKey]

  init(of container: Container, isolation: isolated (any Actor)?) {
    let copy = container.freshCopy()
    let scope = copy.makeScope(named: "validation")
    defer { scope.end() }
    for provideSample in copy.assembly.scopedValueSamples { provideSample(scope) }
    let recorder = DependencyRecorder()
    // Every entry of the copy, then, for a child, those its ancestors resolve and it does not.
    var known = Set(copy.entries.map(ObjectIdentifier.init))
    let runs = copy.lineage.reversed().flatMap { owner in
      owner.entries.filter { owner === copy || known.insert(ObjectIdentifier($0)).inserted }
        .map { (entry: $0, in: owner) }
    }
    withoutSample = runs.filter { !$0.entry.canDryRun }.map(\.entry.key)
    var failures: [ResolutionError] = []
    for (entry, owner) in runs where entry.canDryRun {
      do throws(ResolutionError) {
        _ = try Resolver.withRoot(owner, scope: scope, recorder: recorder, isolation: isolation) {
          (resolver) throws(ResolutionError) in try entry.resolveErased(&resolver)
        }
      } catch { failures.append(error) }
    }
    for check in copy.assembly.dryRunChecks {
      do throws(ResolutionError) { try check.run(copy, scope, isolation) } catch {
        failures.append(error)
      }
    }
    self.failures = failures
    let index = Dictionary(
      uniqueKeysWithValues: runs.enumerated().map { (ObjectIdentifier($1.entry), $0) })
    (registrations, visibleCount) = (runs.map(\.entry.registration), copy.entries.count)
    edges = recorder.edges.compactMap { edge in
      index[edge.from].flatMap { from in index[edge.to].map { (from, $0, edge.isLazy) } }
    }
    missing = recorder.missing.compactMap { found in index[found.from].map { ($0, found.key) } }
  }
}

extension Container {
  func freshCopy() -> Container {
    Container(
      registrations: registrations, assembly: assembly, parent: parent?.freshCopy(), tracer: tracer)
  }
}
