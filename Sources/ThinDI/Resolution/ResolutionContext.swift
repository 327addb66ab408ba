/// The state of one top-level resolve: the scope it runs in, the graph-lifestyle instances it has
/// built so far, and, in a dry run, the recorder of dependencies.
///
/// A resolve runs its factories synchronously on one thread, so the context needs no lock; it is
/// never shared between two top-level resolves.
@usableFromInline
final class ResolutionContext {
  @usableFromInline let container: Container
  let scope: Scope?
  @usableFromInline let recorder: DependencyRecorder?
  /// Graph-lifestyle instances of this resolve, by entry.
  var graphInstances: [ObjectIdentifier: Any] = [:]

  /// Deeper than any real graph: a chain this long has a cycle of transient registrations.
  @inlinable static var maximumDepth: Int { 128 }

  @usableFromInline
  init(container: Container, scope: Scope?, recorder: DependencyRecorder?) {
    self.container = container
    self.scope = scope
    self.recorder = recorder
  }

  /// The error for a key nothing is registered under, reached from `requester`'s factory.
  @usableFromInline
  func notRegistered(_ key: ServiceKey, requester: AnyEntry?) -> ResolutionError {
    recorder?.recordMissing(key, requester: requester)
    return container.notRegistered(key)
  }
}
