import Swinject
import ThinDI

/// ThinDI with the graph (transient) and the singleton; with `trace`, every resolve is reported
/// to it.
func makeThinDIContainer(trace: (@Sendable (ResolutionEvent) -> Void)? = nil) -> ThinDI.Container {
  var builder = ContainerBuilder()
  if let trace { builder.traceResolutions(clock: ContinuousClock(), trace) }
  builder.register(Database.self) { _ in Database() }
  builder.register(Store.self) { r in Store(database: try r.resolve()) }
  builder.register(Presenter.self) { r in
    Presenter(store: try r.resolve(), database: try r.resolve())
  }
  builder.register(Controller.self) { r in
    Controller(store: try r.resolve(), presenter: try r.resolve())
  }
  builder.register(AppClock.self, .singleton) { _ in AppClock() }
  builder.register(AppSettings.self, .singleton) { _ in AppSettings(retries: 3, scale: 2) }
  return try! builder.build()
}

/// ThinDI with `count` registrations of distinct types, each depending on `Database`.
func makeThinDIContainer(registrations count: Int) -> ThinDI.Container {
  var builder = ContainerBuilder()
  builder.register(Database.self) { _ in Database() }
  registerNests(Nest<Database>.self, count: count - 1, into: &builder)
  return try! builder.build()
}

private func registerNests<T: Makeable>(_: T.Type, count: Int, into builder: inout ContainerBuilder)
{
  guard count > 0 else { return }
  builder.register(T.self) { r in
    _ = try r.resolve(Database.self)
    return T()
  }
  registerNests(Nest<T>.self, count: count - 1, into: &builder)
}

/// Swinject 2.10 with the same graph and singleton.
func makeSwinjectContainer() -> Swinject.Container {
  let container = Swinject.Container()
  container.register(Database.self) { _ in Database() }
  container.register(Store.self) { r in Store(database: r.resolve(Database.self)!) }
  container.register(Presenter.self) { r in
    Presenter(store: r.resolve(Store.self)!, database: r.resolve(Database.self)!)
  }
  container.register(Controller.self) { r in
    Controller(store: r.resolve(Store.self)!, presenter: r.resolve(Presenter.self)!)
  }
  container.register(AppClock.self) { _ in AppClock() }.inObjectScope(.container)
  return container
}
