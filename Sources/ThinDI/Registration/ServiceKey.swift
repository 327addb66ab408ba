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
    var text = String(describing: type)
    if let name { text += " \"\(name)\"" }
    if let argumentType { text += "(argument: \(String(describing: argumentType)))" }
    return text
  }
}
