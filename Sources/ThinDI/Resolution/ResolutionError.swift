/// Why a resolve failed, and the path that led there (`Screen → Store → Database: not registered`).
public struct ResolutionError: Error, CustomStringConvertible {
  /// What went wrong at the end of ``path``.
  public enum Reason: Sendable {
    /// Nothing is registered under the last key; `alternatives` are the same type's other keys.
    case notRegistered(alternatives: [ServiceKey])
    /// The last key needs itself: directly, through others, or through a provider.
    case cycle
    /// The factory of the last key, or its finish, threw this error.
    case factoryFailed(any Error)
    /// The last key was registered with `registerMainActor` and resolved off the main actor.
    case requiresMainActor
    /// The last key is scoped and was resolved outside a ``Scope``.
    case requiresScope
    /// The last key is scoped and its scope has ended.
    case scopeEnded(scope: String)
    /// The last key has the weak lifestyle but its factory made a value.
    case weakRequiresClass
    /// A chain of 128 registrations, or a recursion through arguments 1,024 deep, not a cycle.
    case tooDeep
    /// A ``Provider`` was called after its container was released.
    case containerReleased
  }

  /// The registrations from the top-level resolve (a provider's caller's) to the one that failed.
  public internal(set) var path: [ServiceKey]
  /// What went wrong at the end of the path.
  public internal(set) var reason: Reason
  @usableFromInline var isUnsettled = false

  @usableFromInline
  package init(_ reason: Reason, key: ServiceKey) { (self.reason, path) = (reason, [key]) }

  @usableFromInline
  init(thrown error: any Error) {
    switch error {
    case let error as ResolutionError: self = error
    case is OffMainActor: (reason, path) = (.requiresMainActor, [])
    default: (reason, path) = (.factoryFailed(error), [])
    }
  }

  /// The same failure, reached through `key` (a route's binding, a factory).
  @usableFromInline
  package func reached(through key: ServiceKey) -> ResolutionError {
    var error = self
    error.path.insert(key, at: 0)
    return error
  }

  /// The key where the resolve failed.
  public var failedKey: ServiceKey { path[path.count - 1] }

  /// The path and the reason on one line; of a path longer than 16 keys, the first and last six.
  public var description: String {
    let keys = path.map(\.description)
    let shown =
      keys.count <= 16 ? keys : keys.prefix(6) + ["… \(keys.count - 12) more …"] + keys.suffix(6)
    return shown.joined(separator: " → ") + ": " + reasonText
  }

  private var reasonText: String {
    switch reason {
    case .notRegistered(let alternatives) where alternatives.isEmpty: "not registered"
    case .notRegistered(let alternatives):
      "not registered (registered: \(alternatives.map(\.description).sorted().joined(separator: ", ")))"
    case .cycle: "cycle"
    case .factoryFailed(let error): "factory threw \(error)"
    case .requiresMainActor: "@MainActor factory resolved off the main actor"
    case .requiresScope: "scoped, resolve it from a Scope"
    case .scopeEnded(let scope): "scope \"\(scope)\" has ended"
    case .weakRequiresClass: "weak lifestyle needs a class instance, the factory made a value"
    case .tooDeep where path.count { $0.argumentType == nil } > Int(ResolutionLimits.chain):
      "dependency chain deeper than \(ResolutionLimits.chain)"
    case .tooDeep: "recursion deeper than \(ResolutionLimits.depth) levels"
    case .containerReleased: "provider called after its container was released"
    }
  }
}

extension ResolutionError {
  /// Too deep, until the whole path is known: then a key without an argument that repeats makes
  /// it a cycle, cut at its second occurrence.
  @usableFromInline
  static func tooDeep(at key: ServiceKey) -> ResolutionError {
    var error = ResolutionError(.tooDeep, key: key)
    error.isUnsettled = true
    return error
  }

  @usableFromInline
  func settled() -> ResolutionError {
    guard isUnsettled else { return self }
    var (error, seen) = (self, Set<ServiceKey>())
    error.isUnsettled = false
    if let index = path.indices.first(where: {
      path[$0].argumentType == nil && !seen.insert(path[$0]).inserted
    }) {
      (error.reason, error.path) = (.cycle, Array(path[...index]))
    }
    return error
  }
}

/// What `body` resolves, or a trap with the error's whole path: every `require`.
func requiring<T>(_ body: () throws(ResolutionError) -> T) -> T {
  do { return try body() } catch { fatalError(error.description) }
}
