/// Identifies one registration: the service type, an optional name, and the type of the runtime
/// argument when the registration takes one.
///
/// Keys compare by type identity, so `TodoStore` and a `TodoStore` named `"cache"` are two keys,
/// and so are `DetailViewController` with and without an argument.
public struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
  /// The type the registration produces.
  public let type: Any.Type
  /// The name given at registration, if any.
  public let name: String?
  /// The type of the runtime argument the factory takes, if any.
  public let argumentType: Any.Type?

  public init(_ type: Any.Type, name: String? = nil, argumentType: Any.Type? = nil) {
    self.type = type
    self.name = name
    self.argumentType = argumentType
  }

  public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
    ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) && lhs.name == rhs.name
      && lhs.argumentType.map(ObjectIdentifier.init) == rhs.argumentType.map(ObjectIdentifier.init)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type))
    hasher.combine(name)
    hasher.combine(argumentType.map(ObjectIdentifier.init))
  }

  /// `TodoStore`, `DatabaseQueue "main"`, `DetailViewController(argument: TodoItem)`: the form
  /// used in every path of an error or a validation report.
  public var description: String {
    var text = typeName
    if let name { text += " \"\(name)\"" }
    if let argumentName { text += "(argument: \(argumentName))" }
    return text
  }

  /// The type as a reader writes it: the name it gives itself (a scene's for its screen),
  /// `any Clock<Duration>` rather than the runtime's spelling of a constrained existential.
  public var typeName: String {
    if let described = type as? any KeyDescribing.Type { return described.keyDescription }
    return String(describing: type).replacing(
      /<Self\.\w+\.\w+ == (\w+)>/, with: { "<\($0.1)>" })
  }

  /// The argument's type, unless there is none (no argument, or `Void`).
  public var argumentName: String? {
    guard let argumentType, argumentType != Void.self else { return nil }
    return String(describing: argumentType)
  }
}
