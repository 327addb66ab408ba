import Auth
import ThinDI

/// Registers where the Sign-in demo finds its server, and the hint its form shows: by default
/// the in-process demo server (``EmbeddedAuthServer``, started on first use) and its account;
/// override ``AuthBackend`` with `.remote` to use another (`demo auth --server URL`).
public struct AuthServerInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register(AuthBackend.self, .singleton) { .embedded(.standard) }
    builder.register(SignInHint.self, .singleton) { resolver in
      try resolver.resolve(AuthBackend.self).hint
    }
    builder.register((any AuthServerLocating).self, .singleton) { resolver in
      switch try resolver.resolve(AuthBackend.self) {
      case .embedded(let account): EmbeddedAuthServer(account: account)
      case .remote(let url): FixedAuthServer(url)
      }
    }
  }
}
