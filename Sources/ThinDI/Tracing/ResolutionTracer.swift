/// The trace observer of a container, with the clock it times resolves by.
@usableFromInline
final class ResolutionTracer: Sendable {
  private let observer: @Sendable (ResolutionEvent) -> Void
  /// The time since the trace began.
  private let elapsed: @Sendable () -> Duration

  init<C: Clock>(clock: C, observer: @escaping @Sendable (ResolutionEvent) -> Void)
  where C.Duration == Duration {
    self.observer = observer
    let origin = clock.now
    elapsed = { origin.duration(to: clock.now) }
  }

  /// What `body` resolves for `entry`, reported when it ends: built when it entered a factory
  /// or finish of `resolver`, reused when it did not.
  @usableFromInline
  func traced<T>(
    _ entry: AnyEntry, _ resolver: inout Resolver,
    _ body: (inout Resolver) throws(ResolutionError) -> T
  ) throws(ResolutionError) -> T {
    let (depth, start, constructions) = (resolver.depth, elapsed(), resolver.constructions)
    let outcome: ResolutionEvent.Outcome
    defer {
      observer(
        ResolutionEvent(
          key: entry.key, lifestyle: entry.lifestyle, depth: Int(depth), start: start,
          duration: elapsed() - start, outcome: outcome))
    }
    do {
      let instance = try body(&resolver)
      outcome = resolver.constructions == constructions ? .reused : .built
      return instance
    } catch {
      outcome = .failed(error)
      throw error
    }
  }
}

extension ContainerBuilder {
  /// Sends `observer` an event for every resolve the container makes: key, lifestyle, depth,
  /// start time, duration, and whether it built, reused or failed, timed with `clock` (tests pass
  /// a test clock). For debugging: each event is sent on the resolving thread, when that resolve
  /// finishes, so a dependency's event comes before that of the registration that needed it.
  ///
  ///     builder.traceResolutions(clock: ContinuousClock()) { event in print(event) }
  ///
  /// A container built without it pays nothing for the feature (see Benchmarks/README.md). Child
  /// containers trace to their parent's observer unless given their own.
  public mutating func traceResolutions<C: Clock>(
    clock: C, _ observer: @escaping @Sendable (ResolutionEvent) -> Void
  ) where C.Duration == Duration {
    tracer = ResolutionTracer(clock: clock, observer: observer)
  }
}
