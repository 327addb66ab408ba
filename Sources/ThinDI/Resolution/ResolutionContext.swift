/// The state of one top-level resolve: the scope it runs in, whether it runs on the main actor,
/// the graph-lifestyle instances it has built so far, and, in a dry run, the recorder of
/// dependencies.
///
/// A resolve runs its factories synchronously on one thread, so the context needs no lock; it is
/// never shared between two top-level resolves.
@usableFromInline
final class ResolutionContext {
  @usableFromInline let container: Container
  let scope: Scope?
  @usableFromInline let recorder: DependencyRecorder?
  /// Whether the caller of the top-level resolve is isolated to the main actor, so that
  /// `@MainActor` factories may run (a synchronous resolve stays on its caller's executor).
  let isOnMainActor: Bool
  /// Graph-lifestyle instances of this resolve, by entry.
  var graphInstances: [ObjectIdentifier: Any] = [:]

  /// Deeper than any real graph: a chain this long has a cycle of transient registrations.
  @inlinable static var maximumDepth: Int { 128 }

  @usableFromInline
  init(
    container: Container, scope: Scope?, recorder: DependencyRecorder?,
    isolation: (any Actor)?
  ) {
    self.container = container
    self.scope = scope
    self.recorder = recorder
    self.isOnMainActor = isolation === MainActor.shared
  }

  /// The error for a key nothing is registered under, reached from `requester`'s factory.
  @usableFromInline
  func notRegistered(_ key: ServiceKey, requester: AnyEntry?) -> ResolutionError {
    recorder?.recordMissing(key, requester: requester)
    return container.notRegistered(key)
  }
}
