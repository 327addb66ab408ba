/// The state one top-level resolve keeps beyond its call stack: the scope it runs in, the
/// graph-lifestyle instances it has built so far, and, in a dry run, the recorder of
/// dependencies.
///
/// A resolve runs its factories synchronously on one thread, so the context needs no lock; it is
/// never shared between two top-level resolves.
@usableFromInline
final class ResolutionContext {
  let scope: Scope?
  @usableFromInline let recorder: DependencyRecorder?
  /// Graph-lifestyle instances of this resolve.
  lazy var graph = SlotStates()

  init(scope: Scope?, recorder: DependencyRecorder?) {
    self.scope = scope
    self.recorder = recorder
  }
}
