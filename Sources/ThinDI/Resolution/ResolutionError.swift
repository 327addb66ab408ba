/// Why a resolve failed, with the path of registrations that led there.
///
/// Its description is the whole story on one line, which is also what the non-throwing
/// conveniences (`require`) trap with:
///
///     TodoListViewController → TodoStore → DatabaseQueue: not registered
public struct ResolutionError: Error, CustomStringConvertible {
  /// What went wrong at the end of ``path``.
  public enum Reason: Sendable {
    /// Nothing is registered under the last key. `alternatives` lists registrations of the same
    /// type under other names or arguments, the usual cause.
    case notRegistered(alternatives: [ServiceKey])
    /// The last key already appears earlier in the path.
    case cycle
    /// The factory of the last key threw this error.
    case factoryFailed(any Error)
    /// The last key was registered with `registerMainActor` and was resolved off the main actor.
    case requiresMainActor
    /// The last key is scoped and was resolved outside a ``Scope``.
    case requiresScope
    /// The last key is scoped and its scope has ended.
    case scopeEnded(scope: String)
    /// The last key has the weak lifestyle but its factory made a value, not a class instance.
    case weakRequiresClass
    /// The chain of dependencies is deeper than any real graph, without a key repeating.
    case tooDeep
    /// A ``Provider`` was called after its container was released.
    case containerReleased
  }

  /// The registrations from the top-level resolve down to the one that failed.
  public internal(set) var path: [ServiceKey]
  /// What went wrong at the end of the path.
  public let reason: Reason

  @usableFromInline
  init(_ reason: Reason, key: ServiceKey) {
    self.reason = reason
    self.path = [key]
  }

  init(_ reason: Reason, path: [ServiceKey]) {
    self.reason = reason
    self.path = path
  }

  /// The key where the resolve failed.
  public var failedKey: ServiceKey { path[path.count - 1] }

  public var description: String {
    path.lazy.map(\.description).joined(separator: " → ") + ": " + reasonText
  }

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
    case .tooDeep: return "dependency chain deeper than \(ResolutionContext.maximumDepth)"
    case .containerReleased: return "provider called after its container was released"
    }
  }

  /// The error one level up: the same failure, reached through `key`.
  func reached(through key: ServiceKey) -> ResolutionError {
    var error = self
    error.path.insert(key, at: 0)
    return error
  }

  /// Turns a depth overflow into the cycle it hides: the path is cut right after the first key
  /// that repeats, so `A → B → A → B → …` reads `A → B → A: cycle`.
  @usableFromInline
  func trimmingCycle() -> ResolutionError {
    guard case .tooDeep = reason else { return self }
    var seen: Set<ServiceKey> = []
    for (index, key) in path.enumerated() where !seen.insert(key).inserted {
      var error = ResolutionError(.cycle, key: key)
      error.path = Array(path[...index])
      return error
    }
    return self
  }
}

/// What `body` resolves, or a trap with the error's whole path: every `require`.
func requiring<T>(_ body: () throws(ResolutionError) -> T) -> T {
  do { return try body() } catch { fatalError(error.description) }
}
