/// A part of an app whose launch work runs when it is first opened, not when the app starts:
/// Todo's database is opened (and its samples added) the first time a Todo screen is.
///
///     enum TodoFeature: Feature {
///       static let name = "Todo"
///     }
///
/// Startup steps name their feature (``ContainerBuilder/addStartupStep(_:feature:factory:)``),
/// and so do ThinScenes' scenes; a route to a scene of a feature runs that feature's steps
/// first (``Container/start(_:clock:isolation:)``), once per container.
public protocol Feature {
  /// The feature's name, in reports and errors.
  static var name: String { get }
}

/// A feature, as the container keeps it.
struct FeatureKey: Hashable, Sendable {
  let id: ObjectIdentifier
  let name: String

  init(_ feature: any Feature.Type) {
    id = ObjectIdentifier(feature)
    name = feature.name
  }

  static func == (lhs: FeatureKey, rhs: FeatureKey) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
