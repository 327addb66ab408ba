/// One named piece of launch work, such as adding sample data to an empty database.
///
/// Installers add steps with ``ContainerBuilder/addStartupStep(_:feature:factory:)``; the container
/// builds each step from its registration when it runs, so a step receives its dependencies
/// through its initializer like any other object.
public protocol StartupStep: Sendable {
  /// Does the step's work. A thrown error stops the launch and names the step.
  func run() async throws
}
