import ThinDI
import ThinScenes

extension SceneTest where S.Argument == Void {
  /// Builds `scene`, which takes no argument, as
  /// ``init(_:argument:scope:installers:terminal:hosting:exhaustivity:validation:setUp:)``
  /// does.
  public convenience init(
    _ scene: S.Type, scope: RouteScope = .current, installers: [any Installer] = [],
    terminal: ScreenConfiguration = ScreenConfiguration(),
    hosting: SceneHosting = .inNavigationController, exhaustivity: Exhaustivity = .on,
    validation: ContainerValidation = .on,
    setUp: (inout ContainerBuilder, SceneTestContext) throws -> Void = { _, _ in }
  ) async throws {
    try await self.init(
      scene, argument: (), scope: scope, installers: installers, terminal: terminal,
      hosting: hosting, exhaustivity: exhaustivity, validation: validation, setUp: setUp)
  }
}
