/// What the installers said beyond registrations: which feature each startup step and
/// registration belongs to, what else validation's dry run checks, and the samples of the
/// values scopes are given.
struct Assembly: Sendable {
  /// The feature of each registration that has one, by its key: startup steps (the others run
  /// at launch) and what other modules put in a feature (`ContainerBuilder.setFeature`).
  var features: [ServiceKey: FeatureKey] = [:]
  /// The names of the shutdown steps, in the order they were added.
  var shutdownStepNames: [String] = []
  /// What the dry run checks after resolving every registration, in the order added.
  var dryRunChecks: [DryRunCheck] = []
  /// Gives a scope the sample of every scoped value, for validation's dry run.
  var scopedValueSamples: [@Sendable (Scope) -> Void] = []
}
