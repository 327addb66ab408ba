/// Says how to build the objects of one part of the app, by registering them into a builder.
///
/// Installers are the only code, with the app's entry point, that knows the container: the
/// objects they register receive their dependencies through their initializers.
///
///     struct TodoInstaller: Installer {
///       func install(into builder: inout ContainerBuilder) {
///         builder.register(TodoStore.self, .singleton) { r in TodoStore(queue: try r.resolve()) }
///       }
///     }
public protocol Installer {
  /// Registers this part of the app's services.
  func install(into builder: inout ContainerBuilder)
}
