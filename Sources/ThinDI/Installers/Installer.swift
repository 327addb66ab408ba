/// Says how to build the objects of one part of the app, by registering them into a builder.
///
/// Installers are the only code, with the app's entry point, that knows the container: the
/// objects they register receive their dependencies through their initializers.
///
///     struct StorageInstaller: Installer {
///       func install(into builder: inout ContainerBuilder) {
///         builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue(path: "todo.sqlite") }
///         builder.register(TodoStore.self, .singleton) { r in TodoStore(queue: try r.resolve()) }
///         builder.addStartupStep("Sample data") { r in SampleDataStep(store: try r.resolve()) }
///       }
///     }
///
/// Installers are values an app lists once and shares (`static let installers: [any
/// Installer]`), so they are `Sendable`.
public protocol Installer: Sendable {
  /// Registers this part of the app's services.
  func install(into builder: inout ContainerBuilder)
}
