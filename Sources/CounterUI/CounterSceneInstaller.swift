import Counter
import ThinDI
import ThinScenes

/// Registers the counter's screen: its theme, and its scene with the route into the app.
public struct CounterSceneInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register(CounterTheme.self, .singleton) { CounterTheme.standard }
    builder.registerRoute(CounterApp.self, to: CounterScene.self)
  }
}
