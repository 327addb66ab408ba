import Counter
import ThinDI
import ThinScenes

/// Registers the counter's screen: its theme, its scene, and the route into the app.
public struct CounterSceneInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register(CounterTheme.self, .singleton) { CounterTheme.standard }
    builder.registerScene(CounterScene.self)
    builder.registerRoute(CounterApp.self, to: CounterScene.self)
  }
}
