/// Something more that ``Container/validate(isolation:)``'s dry run checks once it has resolved
/// every registration: the hook through which a module built on the container checks what it
/// adds (ThinScenes opens every route there, with a sample argument).
struct DryRunCheck: Sendable {
  typealias Run =
    @Sendable (Container, Scope, isolated (any Actor)?) throws(ResolutionError) -> Void

  /// What the check is about: a second check of the same key replaces the first, so a child
  /// container that registers again what its parent checked is checked once.
  let key: ServiceKey
  /// Runs the check in the dry run's throwaway container and its scope, throwing the problem
  /// found.
  let run: Run
}

extension ContainerBuilder {
  /// Adds `check` to what validation's dry run checks, about the registration under `key`: it
  /// runs in the dry run's throwaway container and scope, after every registration was
  /// resolved, and a problem it throws is reported like any other.
  package mutating func addDryRunCheck(
    for key: ServiceKey,
    _ check:
      @escaping @Sendable (Container, Scope, isolated (any Actor)?)
      throws(ResolutionError) -> Void
  ) {
    let check = DryRunCheck(key: key, run: check)
    if let index = assembly.dryRunChecks.firstIndex(where: { $0.key == key }) {
      assembly.dryRunChecks[index] = check
    } else {
      assembly.dryRunChecks.append(check)
    }
  }
}
