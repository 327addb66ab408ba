/// Builds `T` on demand, after the resolve that made it: what an object keeps instead of the
/// container when it creates things later, such as an exporter making one file writer per
/// export, without knowing how a writer is built. (Screens open each other through ThinScenes'
/// routes, which are providers underneath.)
///
///     builder.register(Exporter.self) { r in
///       Exporter(makeWriter: try r.provider(ExportWriter.self, argument: String.self))
///     }
///
/// Each call is a top-level resolve in the scope the provider was made in. Called while a factory
/// runs, it continues that resolve's path and depth, so that a cycle through providers is thrown
/// as one. The provider holds the container and that scope weakly, so keeping one never keeps
/// them alive; calling it after they are gone throws.
public struct Provider<T>: Sendable {
  private let origin: ProviderOrigin

  init(origin: ProviderOrigin) {
    self.origin = origin
  }

  /// A new resolve of `T`, as `resolve` on the container (or scope) would do it.
  public func callAsFunction(isolation: isolated (any Actor)? = #isolation)
    throws(ResolutionError) -> T
  {
    let (container, scope) = try origin.resolvingPlace()
    return try container.resolve(T.self, name: origin.key.name, in: scope, isolation: isolation)
  }
}

/// Where a provider resolves: its container and scope, both held weakly, and the key it builds.
/// A module built on the container keeps one to resolve later as a provider does (ThinScenes'
/// routes: `Resolver.origin(of:)`).
package struct ProviderOrigin: Sendable {
  private weak let container: Container?
  private weak let scope: Scope?
  /// The scope's name, kept to say which scope ended; nil when there was no scope.
  private let scopeName: String?
  package let key: ServiceKey

  init(container: Container, scope: Scope?, key: ServiceKey) {
    self.container = container
    self.scope = scope
    self.scopeName = scope?.name
    self.key = key
  }

  /// The container and scope, or the error saying which of them is gone.
  package func resolvingPlace() throws(ResolutionError) -> (Container, Scope?) {
    guard let container else { throw ResolutionError(.containerReleased, key: key) }
    guard let scopeName else { return (container, nil) }
    guard let scope else { throw ResolutionError(.scopeEnded(scope: scopeName), key: key) }
    return (container, scope)
  }
}
