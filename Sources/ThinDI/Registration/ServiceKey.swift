/// Identifies one registration: the service type, an optional name, and the argument's type.
public struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
  /// The type produced, the name given at registration, and the runtime argument's type, if any.
  public let type: Any.Type, name: String?, argumentType: Any.Type?

  public init(_ type: Any.Type, name: String? = nil, argumentType: Any.Type? = nil) {
    (self.type, self.name, self.argumentType) = (type, name, argumentType)
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

  /// `TodoStore`, `DatabaseQueue "main"`, `DetailViewController(argument: TodoItem)`.
  public var description: String {
    var text = typeName
    if let name { text += " \"\(name)\"" }
    if let argumentName { text += "(argument: \(argumentName))" }
    return text
  }

  /// The type as a reader writes it (`any Clock<Duration>`, not the runtime's spelling).
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
