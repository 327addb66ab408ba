/// What one top-level resolve keeps beyond its call stack: its scope, the graph-lifestyle
/// instances it built, and, in a dry run, the recorder of dependencies. One thread runs a
/// resolve's factories, so it needs no lock.
@usableFromInline
final class ResolutionContext {
  let scope: Scope?
  @usableFromInline let recorder: DependencyRecorder?
  lazy var graph = SlotStates()

  init(scope: Scope?, recorder: DependencyRecorder?) {
    (self.scope, self.recorder) = (scope, recorder)
  }
}
