/// What the installers said beyond registrations: which feature each startup and shutdown step
/// and each scene belongs to, which registrations are routes (validation opens each), and the
/// samples of the values scopes are given.
struct Assembly: Sendable {
  /// The feature of each startup step that has one, by step name; the others run at launch.
  var stepFeatures: [String: FeatureKey] = [:]
  /// The shutdown steps in the order they were added, each with its feature (nil: the
  /// launch's).
  var shutdownSteps: [(name: String, feature: FeatureKey?)] = []
  /// The feature of each scene that has one, by the key of its registration.
  var sceneFeatures: [ServiceKey: FeatureKey] = [:]
  /// The keys of the route registrations, in the order they were made.
  var routeKeys: [ServiceKey] = []
  /// Gives a scope the sample of every scoped value, for validation's dry run.
  var scopedValueSamples: [@Sendable (Scope) -> Void] = []
}
