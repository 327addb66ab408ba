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
  /// Graph-lifestyle instances of this resolve, by entry.
  var graphInstances: [ObjectIdentifier: Any] = [:]
  /// Whether a finish can run in this resolve, and so build a graph instance again while its
  /// factory runs (see `Entry.graphInstance`); without one, a second look-up is wasted work.
  let mayFinish: Bool
  /// Weak-lifestyle instances this resolve obtained, held until it returns: a finish may build
  /// one again below its own factory, and that copy, which the rest of the graph refers to, must
  /// outlive the finish for the outer build to find it (see `Entry.weakInstance`).
  var weakInstances: [Any] = []

  @usableFromInline
  init(scope: Scope?, recorder: DependencyRecorder?, mayFinish: Bool) {
    self.scope = scope
    self.recorder = recorder
    self.mayFinish = mayFinish
  }
}
