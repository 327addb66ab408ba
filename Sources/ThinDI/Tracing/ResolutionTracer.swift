/// The trace observer of a container, with the clock it times resolves by.
@usableFromInline final class ResolutionTracer: Sendable {
  private let observer: @Sendable (ResolutionEvent) -> Void, elapsed: @Sendable () -> Duration

  init<C: Clock>(clock: C, observer: @escaping @Sendable (ResolutionEvent) -> Void)
  where C.Duration == Duration {
    let origin = clock.now
    (self.observer, elapsed) = (observer, { origin.duration(to: clock.now) })
  }

  func traced<T>(
    _ entry: AnyEntry, _ resolver: inout Resolver,
    _ body: (inout Resolver) throws(ResolutionError) -> T
  ) throws(ResolutionError) -> T {
    let (depth, start, constructions) = (Int(resolver.depth), elapsed(), resolver.constructions)
    let report = { outcome in
      self.observer(
        ResolutionEvent(
          key: entry.key, lifestyle: entry.lifestyle, depth: depth, start: start,
          duration: self.elapsed() - start, outcome: outcome))
    }
    do {
      let instance = try body(&resolver)
      report(resolver.constructions == constructions ? .reused : .built)
      return instance
    } catch {
      report(.failed(error))
      throw error
    }
  }
}

extension ContainerBuilder {
  /// Sends `observer` an event for every resolve as it finishes (see <doc:TracingResolutions>).
  public mutating func traceResolutions<C: Clock>(
    clock: C, _ observer: @escaping @Sendable (ResolutionEvent) -> Void
  ) where C.Duration == Duration {
    tracer = ResolutionTracer(clock: clock, observer: observer)
  }
}
