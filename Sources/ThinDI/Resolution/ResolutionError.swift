/// Why a resolve failed, with the path of registrations that led there.
///
/// Its description is the whole story on one line, which is also what the non-throwing
/// conveniences (`require`) trap with:
///
/// ```text
/// TodoListPresenter → TodoStore → DatabaseQueue: not registered
/// ```
public struct ResolutionError: Error, CustomStringConvertible {
  /// What went wrong at the end of ``path``.
  public enum Reason: Sendable {
    /// Nothing is registered under the last key. `alternatives` lists registrations of the same
    /// type under other names or arguments, the usual cause.
    case notRegistered(alternatives: [ServiceKey])
    /// The last key already appears earlier in the path: its factory (or finish) needs itself,
    /// directly, through other registrations, or through a provider called while it is built.
    case cycle
    /// The factory of the last key, or its finish, threw this error.
    case factoryFailed(any Error)
    /// The last key was registered with `registerMainActor` and was resolved off the main actor.
    case requiresMainActor
    /// The last key is scoped and was resolved outside a ``Scope``.
    case requiresScope
    /// The last key is scoped and its scope has ended.
    case scopeEnded(scope: String)
    /// The last key has the weak lifestyle but its factory made a value, not a class instance.
    case weakRequiresClass
    /// The chain of dependencies is longer than any real graph (more than 128 registrations
    /// without an argument), or a recursion through registrations with an argument went deeper
    /// than 1,024 levels or than the thread's stack allows, without a registration that has no
    /// argument repeating.
    case tooDeep
    /// A ``Provider`` was called after its container was released.
    case containerReleased
  }

  /// The registrations from the top-level resolve down to the one that failed. A resolve started
  /// inside a factory (a provider called while an instance is built) continues the path of the
  /// resolve it runs in.
  public internal(set) var path: [ServiceKey]
  /// What went wrong at the end of the path.
  public let reason: Reason

  @usableFromInline
  package init(_ reason: Reason, key: ServiceKey) {
    self.reason = reason
    self.path = [key]
  }

  @usableFromInline
  init(_ reason: Reason, path: [ServiceKey]) {
    self.reason = reason
    self.path = path
  }

  /// The error one level up: the same failure, reached through `key` (a route's binding, for
  /// one).
  package func reached(through key: ServiceKey) -> ResolutionError {
    var error = self
    error.path.insert(key, at: 0)
    return error
  }

  /// The key where the resolve failed.
  public var failedKey: ServiceKey { path[path.count - 1] }

  /// The path and the reason on one line. A path longer than any real graph (a chain refused
  /// as too deep) shows its first and last keys and how many are left out between them.
  public var description: String {
    let shown =
      path.count <= Self.longestPathShown
      ? path.map(\.description)
      : path.prefix(Self.keysShownAtEachEnd).map(\.description)
        + ["… \(path.count - 2 * Self.keysShownAtEachEnd) more …"]
        + path.suffix(Self.keysShownAtEachEnd).map(\.description)
    return shown.joined(separator: " → ") + ": " + reasonText
  }

  private static var longestPathShown: Int { 16 }
  private static var keysShownAtEachEnd: Int { 6 }

  private var reasonText: String {
    switch reason {
    case .notRegistered(let alternatives):
      guard !alternatives.isEmpty else { return "not registered" }
      return "not registered (registered: "
        + alternatives.map(\.description).sorted().joined(separator: ", ") + ")"
    case .cycle: return "cycle"
    case .factoryFailed(let error): return "factory threw \(error)"
    case .requiresMainActor: return "@MainActor factory resolved off the main actor"
    case .requiresScope: return "scoped, resolve it from a Scope"
    case .scopeEnded(let scope): return "scope \"\(scope)\" has ended"
    case .weakRequiresClass:
      return "weak lifestyle needs a class instance, the factory made a value"
    case .tooDeep:
      // Which limit: a chain of plain registrations, or a recursion through arguments.
      let plain = path.count { $0.argumentType == nil }
      if plain > ResolutionLimits.maximumChain {
        return "dependency chain deeper than \(ResolutionLimits.maximumChain)"
      }
      return path.count > Int(ResolutionLimits.maximumDepth)
        ? "recursion deeper than \(ResolutionLimits.maximumDepth) levels"
        : "recursion deeper than this thread's stack allows (\(path.count) levels)"
    case .containerReleased: return "provider called after its container was released"
    }
  }
}

/// What `body` resolves, or a trap with the error's whole path: every `require`.
func requiring<T>(_ body: () throws(ResolutionError) -> T) -> T {
  do { return try body() } catch { fatalError(error.description) }
}
