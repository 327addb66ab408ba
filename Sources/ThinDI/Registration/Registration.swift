/// One registration as declared, without state: each container makes its own entry of it.
@usableFromInline final class Registration: Sendable {
  let key: ServiceKey, lifestyle: Lifestyle, source: String?
  let isMainActor: Bool, hasFinish: Bool
  let makeEntry: @Sendable (Registration, _ level: Int, _ index: Int) -> AnyEntry

  init(
    _ key: ServiceKey, _ lifestyle: Lifestyle, source: String?, isMainActor: Bool,
    hasFinish: Bool = false, makeEntry: @escaping @Sendable (Registration, Int, Int) -> AnyEntry
  ) {
    (self.key, self.lifestyle, self.source) = (key, lifestyle, source)
    (self.isMainActor, self.hasFinish, self.makeEntry) = (isMainActor, hasFinish, makeEntry)
  }
}

extension ContainerBuilder {
  mutating func add<T>(
    _ type: T.Type, _ name: String?, _ lifestyle: Lifestyle, isMainActor: Bool,
    factory: @escaping @Sendable (inout Resolver) throws -> T,
    finish: (@Sendable (inout Resolver, T) throws -> Void)? = nil
  ) {
    add(
      Registration(
        ServiceKey(T.self, name: name), lifestyle, source: source, isMainActor: isMainActor,
        hasFinish: finish != nil
      ) { registration, level, index in
        Entry(registration, level: level, index: index, factory: factory, finish: finish)
      })
  }

  mutating func add<T, Argument: Sendable>(
    _ type: T.Type, _ name: String?, sample: Argument?, isMainActor: Bool,
    factory: @escaping @Sendable (inout Resolver, Argument) throws -> T
  ) {
    let key = ServiceKey(T.self, name: name, argumentType: Argument.self)
    add(
      Registration(key, .transient, source: source, isMainActor: isMainActor) {
        registration, level, index in
        ArgumentEntry(registration, level: level, index: index, sample: sample, factory: factory)
      })
  }
}
