/// What installers said beyond registrations: steps, features, dry-run checks, scoped samples.
struct Assembly: Sendable {
  /// The steps' names, in the order added (a child's startup steps are its own).
  var startupStepNames: [String] = [], shutdownStepNames: [String] = []
  /// The feature of each registration that has one (steps, ThinScenes' scenes).
  var features: [ServiceKey: FeatureKey] = [:]
  var dryRunChecks: [(key: ServiceKey, run: DryRunCheck)] = []
  var scopedValueSamples: [@Sendable (Scope) -> Void] = []
}
