/// Resolves every registration once, in a throwaway copy of a container, and records what each
/// factory asked for.
///
/// The copy has the same registrations and empty lifestyle state, so the live container's
/// singletons are neither built nor touched, and everything built here is released at the end.
/// The factories do run: a factory with a side effect (opening a file) has it here too. Scoped
/// registrations run in a scope of the copy; registrations with a runtime argument run with their
/// sample argument, and are reported when they have none. Every route is opened once, with its
/// scene's sample argument, and a failure names the route first.
struct DryRun {
  /// The registrations of the copy, in order, with their index in `registrations`.
  let registrations: [AnyRegistration]
  /// Edges between registration indices: a factory of `from` resolved `to`, or took a provider
  /// of it (`isLazy`).
  let edges: [(from: Int, to: Int, isLazy: Bool)]
  /// Keys a factory asked for that nothing is registered under.
  let missing: [(from: Int, key: ServiceKey)]
  /// Top-level failures, one per registration that failed, in registration order.
  let failures: [ResolutionError]
  /// Registrations with an argument but no sample.
  let withoutSample: [ServiceKey]

  init(of container: Container, isolation: (any Actor)?) {
    let copy = Container(
      registrations: container.registrations, startupStepNames: container.startupStepNames,
      assembly: container.assembly)
    let scope = copy.makeScope(named: "validation")
    for provideSample in copy.assembly.scopedValueSamples { provideSample(scope) }
    let recorder = DependencyRecorder()
    var failures: [ResolutionError] = []
    var withoutSample: [ServiceKey] = []
    for entry in copy.entries {
      guard entry.canDryRun else {
        withoutSample.append(entry.key)
        continue
      }
      do {
        _ = try copy.resolveErased(entry, scope: scope, recorder: recorder, isolation: isolation)
      } catch {
        failures.append(error)
      }
    }
    for key in copy.assembly.routeKeys {
      guard let entry = copy.entries.first(where: { $0.key == key }) else { continue }
      do {
        let binding = try copy.resolveErased(
          entry, scope: scope, recorder: nil, isolation: isolation)
        do {
          try (binding as? any RouteProbing)?.probe(in: copy, scope: scope, isolation: isolation)
        } catch {
          failures.append(error.reached(through: key))
        }
      } catch {
        // The route's own registration failed: the loop above reported it.
      }
    }
    scope.end()

    var indexOfEntry: [ObjectIdentifier: Int] = [:]
    for (index, entry) in copy.entries.enumerated() {
      indexOfEntry[ObjectIdentifier(entry)] = index
    }
    registrations = copy.registrations
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
}
