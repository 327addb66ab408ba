// The object graph every resolve benchmark builds: 4 types, 7 resolves.
//
//   Controller → Store → Database
//   Controller → Presenter → Store → Database
//              → Presenter → Database

final class Database {}

final class Store {
  let database: Database
  init(database: Database) { self.database = database }
}

final class Presenter {
  let store: Store
  let database: Database
  init(store: Store, database: Database) {
    self.store = store
    self.database = database
  }
}

final class Controller {
  let store: Store
  let presenter: Presenter
  init(store: Store, presenter: Presenter) {
    self.store = store
    self.presenter = presenter
  }
}

/// The singleton every singleton benchmark resolves.
final class AppClock: Sendable {}

/// Holds the singleton the way hand-written code would: in a stored property, and behind a
/// stored closure, the shape of a hand-written provider or factory function.
final class SingletonHolder: Sendable {
  let clock: AppClock

  /// A call the optimizer cannot see through, so its result is owned like a resolve's: one
  /// retain inside, one release after use.
  let provider: @Sendable () -> AppClock

  init() {
    let clock = AppClock()
    self.clock = clock
    provider = { clock }
  }
}

/// A value-type singleton: copying it out costs no reference counting.
struct AppSettings {
  let retries: Int
  let scale: Double
}

/// A type nothing registers, for failed resolves.
struct Unregistered {}

/// A type with an initializer the benchmarks can call generically.
protocol Makeable: Sendable {
  init()
}

/// A distinct type per nesting level, so that registrations of many types can be made at run time.
struct Nest<Inner>: Makeable {}

/// The same graph, built by hand: the floor any container is measured against.
@inline(never)
func handWrittenController() -> Controller {
  let store = Store(database: Database())
  return Controller(
    store: store,
    presenter: Presenter(store: Store(database: Database()), database: Database()))
}

/// The same graph through hand-written factory closures, each passed an `inout` context to build
/// what it depends on: the shape of any container that keeps registrations as closures and hands
/// factories a resolver, without looking anything up. Its distance from `handWrittenController`
/// is what calling through stored closures costs.
struct FactoryContext {
  let factories: HandFactories
}

/// The factories `FactoryContext` calls, one stored closure per type.
final class HandFactories: Sendable {
  let database: @Sendable (inout FactoryContext) -> Database = { _ in Database() }
  let store: @Sendable (inout FactoryContext) -> Store = { context in
    Store(database: context.factories.database(&context))
  }
  let presenter: @Sendable (inout FactoryContext) -> Presenter = { context in
    Presenter(
      store: context.factories.store(&context), database: context.factories.database(&context))
  }
  let controller: @Sendable (inout FactoryContext) -> Controller = { context in
    Controller(
      store: context.factories.store(&context), presenter: context.factories.presenter(&context))
  }
}
