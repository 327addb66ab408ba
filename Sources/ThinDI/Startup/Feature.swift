/// A part of an app whose startup steps run when it is first opened (see <doc:StartupAndShutdown>).
public protocol Feature {
  /// The feature's name, in reports and errors.
  static var name: String { get }
}

/// A feature, as the container keeps it.
struct FeatureKey: Hashable, Sendable {
  let id: ObjectIdentifier, name: String

  init(_ feature: any Feature.Type) { (id, name) = (ObjectIdentifier(feature), feature.name) }
}
