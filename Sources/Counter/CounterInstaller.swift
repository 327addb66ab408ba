import ThinDI

/// Registers the counter's model side: one shared `Counter`, and an interactor per scene.
public struct CounterInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.registerMainActor(Counter.self, .singleton) { _ in Counter() }
    builder.registerMainActor(CounterInteractor.self) { resolver in
      CounterInteractor(counter: try resolver.resolve())
    }
  }
}
