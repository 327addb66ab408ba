/// One named piece of launch work, such as adding sample data to an empty database.
///
/// Installers add steps with ``ContainerBuilder/addStartupStep(_:factory:)``; the container
/// builds each step from its registration when it runs, so a step receives its dependencies
/// through its initializer like any other object.
public protocol StartupStep: Sendable {
  /// Does the step's work. A thrown error stops the launch and names the step.
  func run() async throws
}

/// A startup step made of a closure, for work too small for a type of its own.
public struct StartupAction: StartupStep {
  private let body: @Sendable () async throws -> Void

  public init(_ body: @escaping @Sendable () async throws -> Void) {
    self.body = body
  }

  public func run() async throws {
    try await body()
  }
}

extension ContainerBuilder {
  /// Adds a startup step after those already added. `name` identifies it in the report and in
  /// errors, and must be unique (an `override` replaces a step of the same name).
  public mutating func addStartupStep(
    _ name: String, factory: @escaping @Sendable (inout Resolver) throws -> any StartupStep
  ) {
    register((any StartupStep).self, name: name, .transient, factory: factory)
    addStartupStepName(name)
  }
}
