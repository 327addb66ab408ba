/// Collects registrations from installers, then seals them into a ``Container``.
///
///     var builder = ContainerBuilder()
///     builder.install(TodoInstaller())
///     let container = try builder.build()
///
/// Registering the same key twice is an error that ``build(isolation:)`` reports, naming both
/// installers, unless the second registration is declared inside ``override(_:)``.
public struct ContainerBuilder {
  private var registrations: [AnyRegistration] = []
  private var indexByKey: [ServiceKey: Int] = [:]
  private var problems: [BuildError.Problem] = []
  private var startupStepNames: [String] = []
  /// The installer running now, recorded with each registration for error messages.
  private(set) var source: String?
  private(set) var isOverriding = false
  /// The container a child is built on, and the identities of the registrations the child
  /// inherited from it and has not replaced.
  private var parent: Container?
  private var inherited: Set<ObjectIdentifier> = []
  /// The observer of every resolve, if tracing is on.
  var tracer: ResolutionTracer?
  /// Features of registrations, dry-run checks and scoped values' samples, for the container.
  var assembly = Assembly()

  /// An empty builder.
  public init() {}

  /// A builder with every installer of `installers` installed, in order.
  public init(installers: [any Installer]) {
    for installer in installers { install(installer) }
  }

  /// A builder holding `registrations` already, for a container's overrides and children.
  init(
    registrations: [AnyRegistration], startupStepNames: [String], assembly: Assembly,
    tracer: ResolutionTracer?
  ) {
    self.registrations = registrations
    self.startupStepNames = startupStepNames
    self.assembly = assembly
    self.tracer = tracer
    for (index, registration) in registrations.enumerated() {
      indexByKey[registration.key] = index
    }
  }

  /// A builder of a child of `parent`: see ``Container/makeChild(isolation:_:)``. It starts with
  /// the parent's registrations; registering one of their keys replaces it for the child. The
  /// child traces its resolves to the parent's observer, unless given its own.
  public init(parent: Container) {
    self.init(
      registrations: parent.registrations, startupStepNames: [], assembly: parent.assembly,
      tracer: parent.tracer)
    self.parent = parent
    inherited = Set(parent.registrations.map(ObjectIdentifier.init))
  }

  /// Lets `installer` register its services; errors name it as the source.
  public mutating func install(_ installer: any Installer) {
    let outer = source
    source = String(describing: type(of: installer))
    installer.install(into: &self)
    source = outer
  }

  /// Registrations made inside `body` replace the existing registrations of the same key, in
  /// place; one that replaces nothing is an error (a typo in a name, a type never registered).
  public mutating func override(_ body: (inout ContainerBuilder) -> Void) {
    let outer = isOverriding
    isOverriding = true
    body(&self)
    isOverriding = outer
  }

  /// Registers `factory` as the way to build `type` (under `name`, if given).
  public mutating func register<T>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @Sendable (inout Resolver) throws -> T
  ) {
    add(
      Registration(
        key: ServiceKey(T.self, name: name), lifestyle: lifestyle, source: source,
        isMainActor: false, factory: factory))
  }

  /// Registers a factory that needs no dependencies, such as a type's parameterless initializer:
  /// `builder.register(Logger.self, .singleton, factory: Logger.init)`.
  public mutating func register<T>(
    _ type: T.Type = T.self, name: String? = nil, _ lifestyle: Lifestyle = .transient,
    factory: @escaping @Sendable () throws -> T
  ) {
    register(T.self, name: name, lifestyle) { _ in try factory() }
  }

  /// Registers a factory that takes a runtime argument, such as the item a detail screen shows.
  /// Such registrations are always transient.
  ///
  /// Give a `sample` argument so that ``Container/validate(isolation:)`` can build it in its dry
  /// run; without one, validation reports the registration as unchecked.
  public mutating func register<T, Argument: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument.Type,
    sample: Argument? = nil,
    factory: @escaping @Sendable (inout Resolver, Argument) throws -> T
  ) {
    add(
      ArgumentRegistration(
        key: ServiceKey(T.self, name: name, argumentType: Argument.self), source: source,
        isMainActor: false, sample: sampleMaker(sample), factory: factory))
  }

  /// Seals the registrations into a container and builds its eager singletons, in order.
  ///
  /// Throws every duplicate registration and every override of nothing at once; an eager
  /// singleton whose factory fails throws too. Eager singletons of `@MainActor` types need
  /// `build()` to be called from the main actor.
  public func build(isolation: isolated (any Actor)? = #isolation) throws(BuildError) -> Container {
    guard problems.isEmpty else { throw BuildError(problems: problems) }
    let container = Container(
      registrations: registrations, startupStepNames: startupStepNames, assembly: assembly,
      parent: parent, tracer: tracer)
    var failures: [BuildError.Problem] = []
    // A child builds its own eager singletons; its parent built those it inherits.
    for entry in container.entries
    where entry.lifestyle == .eagerSingleton && entry.level == container.level {
      do {
        _ = try container.resolveErased(entry, scope: nil, recorder: nil, isolation: isolation)
      } catch {
        failures.append(.eagerSingletonFailed(error))
      }
    }
    guard failures.isEmpty else { throw BuildError(problems: failures) }
    return container
  }

  /// Adds a registration, or replaces one inside `override` or one a child inherited.
  mutating func add(_ registration: AnyRegistration) {
    let key = registration.key
    if let index = indexByKey[key], inherited.remove(ObjectIdentifier(registrations[index])) != nil
    {
      registrations[index] = registration
      return
    }
    switch (indexByKey[key], isOverriding) {
    case (nil, false):
      indexByKey[key] = registrations.count
      registrations.append(registration)
    case (let index?, true):
      registrations[index] = registration
    case (let index?, false):
      problems.append(
        .duplicate(key, first: registrations[index].source, second: registration.source))
    case (nil, true):
      problems.append(.overridesNothing(key, source: registration.source))
    }
  }

  /// Whether a registration under `key` was made already (or inherited, in a child's builder):
  /// a hook for modules built on the container that register a thing once however often they
  /// are asked to (ThinScenes: a scene that several routes open).
  package func hasRegistration(for key: ServiceKey) -> Bool {
    indexByKey[key] != nil
  }

  /// Records the name of a startup step registered under it.
  mutating func addStartupStepName(_ name: String) {
    if !isOverriding { startupStepNames.append(name) }
  }
}
