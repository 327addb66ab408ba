/// The bounds of one chain of resolves, and where the depth guard looks.
@usableFromInline
enum ResolutionLimits {
  /// The depth at which the guard first looks at the chain; it looks again every `interval`
  /// levels, so a resolve pays for a look only when deeper than any real graph, and a chain of
  /// any length costs a number of looks proportional to its depth.
  @inlinable static var firstCheck: Int32 { 64 }
  static var interval: Int32 { 32 }
  /// Registrations without an argument in one chain: a longer one is deeper than any real graph,
  /// and has no argument that could make it end.
  static var maximumChain: Int { 128 }
  /// Levels in one chain, arguments included: recursion through a registration with an argument
  /// (a tree built node by node) may go this deep, stack permitting.
  static var maximumDepth: Int32 { 1_024 }
  /// The stack a chain must have left at each look to go on: enough for the levels up to the
  /// next look (about 5 kB each in a debug build, through providers) and for the factories below
  /// them, so that a resolve on a thread with a small stack is refused, never a crash.
  static var stackReserve: Int { 256 * 1_024 }
}

extension Resolver {
  /// The depth guard, past ``ResolutionLimits/firstCheck``: throws a cycle when a level is about
  /// to run inside a level just like it that can never end differently (a transient's factory,
  /// or any registration's finish, with no argument to tell the two apart), and a chain too deep
  /// past the limits or for the stack left. Shared lifestyles decide about their own re-entry
  /// before they get here (see `ResolutionFrame.reentry`).
  ///
  /// Resolves started inside factories continue the chain of the resolve they run in, so a cycle
  /// through providers is caught here too.
  @usableFromInline
  func checkDeepChain(entering entry: AnyEntry) throws(ResolutionError) {
    guard depth >= ResolutionLimits.maximumDepth || depth % ResolutionLimits.interval == 0 else {
      return
    }
    let chain = ResolutionFrame.levels(downTo: frame) + [(entry, false)]
    var seen: Set<LevelKind> = []
    var plain = 0
    for (index, level) in chain.enumerated() where !level.entry.takesArgument {
      plain += 1
      guard level.isFinish || level.entry.lifestyle == .transient else { continue }
      let kind = LevelKind(entry: ObjectIdentifier(level.entry), isFinish: level.isFinish)
      if !seen.insert(kind).inserted {
        // Cut right after the first level that repeats: `A → B → A`, not `A → B → A → B → …`.
        throw ResolutionError(.cycle, path: chain[...index].map(\.entry.key))
      }
    }
    if plain > ResolutionLimits.maximumChain || depth >= ResolutionLimits.maximumDepth
      || ThreadStack.remaining().map({ $0 < ResolutionLimits.stackReserve }) == true
    {
      throw ResolutionError(.tooDeep, path: chain.map(\.entry.key))
    }
  }
}

/// A level of a chain as the depth guard compares them: which entry, factory or finish.
private struct LevelKind: Hashable {
  let entry: ObjectIdentifier
  let isFinish: Bool
}
