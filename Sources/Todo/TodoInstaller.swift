import ThinDI

/// Registers Todo's model side: where the database is, the calendar, the store and the
/// seeder. The presenters are built with their views, by `TodoSceneInstaller`.
///
/// Nothing here opens the database: it opens on first use, in the launch's "Database" step
/// (see `TodoLaunchInstaller`). The location is the user's data directory unless the entry
/// point overrides ``TodoDatabaseLocation`` (`--db`, `--in-memory`). The app shell registers
/// the clock (`any Clock<Duration>`) that paces the watch for other processes' changes, and
/// the `UpdateCycle` that carries database changes to the presenters.
public struct TodoInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register(TodoDatabaseLocation.self, .singleton) { TodoDatabaseLocation.standard() }
    builder.register(TodoCalendar.self, .singleton) { TodoCalendar.current }
    builder.register(TodoDatabase.self, .singleton) { resolver in
      TodoDatabase(location: try resolver.resolve())
    }
    builder.register(TodoStore.self, .singleton) { resolver in
      TodoStore(
        database: try resolver.resolve(), calendar: try resolver.resolve(),
        clock: try resolver.resolve())
    }
    builder.register(TodoListFocus.self, .singleton) { TodoListFocus() }
    builder.register(TodoSeeder.self) { resolver in TodoSeeder(store: try resolver.resolve()) }
  }
}
