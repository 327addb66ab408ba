/// Collects registrations from installers, then seals them into a ``Container``. Registering a
/// key twice is an error naming both installers, unless the second is inside ``override(_:)``.
public struct ContainerBuilder {
  private var registrations: [Registration] = []
  private var indexByKey: [ServiceKey: Int] = [:]
  private var problems: [BuildError.Problem] = []
  private(set) var source: String?, isOverriding = false
  private var parent: Container?, inherited: Set<ObjectIdentifier> = []
  var tracer: ResolutionTracer?
  var assembly = Assembly()

  /// An empty builder.
  public init() {}

  /// A builder with every installer of `installers` installed, in order.
  public init(installers: [any Installer]) { for installer in installers { install(installer) } }

  init(registrations: [Registration], assembly: Assembly, tracer: ResolutionTracer?) {
    (self.registrations, self.assembly, self.tracer) = (registrations, assembly, tracer)
    for (index, registration) in registrations.enumerated() { indexByKey[registration.key] = index }
  }

  /// A builder of a child of `parent` (see ``Container/makeChild(isolation:_:)``).
  public init(parent: Container) {
    self.init(registrations: parent.registrations, assembly: parent.assembly, tracer: parent.tracer)
    (self.parent, assembly.startupStepNames) = (parent, [])
    inherited = Set(parent.registrations.map(ObjectIdentifier.init))
  }

  /// Lets `installer` register its services; errors name it as the source.
  public mutating func install(_ installer: any Installer) {
    let outer = source
    source = String(describing: type(of: installer))
    installer.install(into: &self)
    source = outer
  }

  /// Registrations inside `body` replace those of the same key (replacing none is an error).
  public mutating func override(_ body: (inout ContainerBuilder) -> Void) {
    let outer = isOverriding
    isOverriding = true
    body(&self)
    isOverriding = outer
  }

  /// Seals the registrations into a container and builds its eager singletons, or throws every
  /// problem at once.
  public func build(isolation: isolated (any Actor)? = #isolation) throws(BuildError) -> Container {
    guard problems.isEmpty else { throw BuildError(problems: problems) }
    let container = Container(
      registrations: registrations, assembly: assembly, parent: parent, tracer: tracer)
    // A child builds its own eager singletons; its parent built those it inherits.
    let failures = container.entries.compactMap { entry -> BuildError.Problem? in
      guard entry.lifestyle == .eagerSingleton, entry.level == container.level else { return nil }
      do throws(ResolutionError) {
        _ = try Resolver.withRoot(container, scope: nil, isolation: isolation) {
          (resolver) throws(ResolutionError) in try entry.resolveErased(&resolver)
        }
      } catch { return .eagerSingletonFailed(error) }
      return nil
    }
    guard failures.isEmpty else { throw BuildError(problems: failures) }
    return container
  }

  mutating func add(_ registration: Registration) {
    let key = registration.key
    if let index = indexByKey[key],
      isOverriding || inherited.remove(ObjectIdentifier(registrations[index])) != nil
    {
      registrations[index] = registration
    } else if isOverriding {
      problems.append(.overridesNothing(key, source: registration.source))
    } else if let index = indexByKey[key] {
      problems.append(
        .duplicate(key, first: registrations[index].source, second: registration.source))
    } else {
      indexByKey[key] = registrations.count
      registrations.append(registration)
    }
  }

  /// Whether a registration under `key` was made or inherited (ThinScenes registers a scene once).
  package func hasRegistration(for key: ServiceKey) -> Bool { indexByKey[key] != nil }
}
