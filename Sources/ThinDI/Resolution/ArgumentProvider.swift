/// Builds `T` on demand from a runtime argument: a ``Provider`` for registrations that take one.
public struct ArgumentProvider<Argument, T>: Sendable {
  private let origin: ProviderOrigin

  init(origin: ProviderOrigin) {
    self.origin = origin
  }

  /// A new resolve of `T` with `argument`.
  public func callAsFunction(_ argument: Argument, isolation: isolated (any Actor)? = #isolation)
    throws(ResolutionError) -> T
  {
    let (container, scope) = try origin.resolvingPlace()
    return try container.resolveRoot(
      T.self, name: origin.key.name, argument: argument, scope: scope, isolation: isolation)
  }
}
