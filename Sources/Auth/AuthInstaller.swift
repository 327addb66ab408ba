import ThinDI

/// Registers the sign-in client: the network transport, the service over it, the store of the
/// last email and the step that reads it when ``SignInFeature`` starts. Where the server is
/// (``AuthServerLocating``) is registered by whoever knows: the demo composition (`DemoApp`),
/// which also registers the form's ``SignInHint``.
public struct AuthInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register((any HTTPTransport).self, .singleton) { AsyncHTTPClientTransport() }
    builder.register((any LastEmailStoring).self, .singleton) {
      LastEmailStore(fileURL: LastEmailStore.defaultFileURL())
    }
    builder.addStartupStep(LastEmailStep.name, feature: SignInFeature.self) { resolver in
      LastEmailStep(store: try resolver.resolve())
    }
    builder.register(AuthService.self, .singleton) { resolver in
      AuthService(
        server: try resolver.resolve(), transport: try resolver.resolve(),
        clock: try resolver.resolve())
    }
  }
}
