/// One named piece of launch work, such as adding sample data to an empty database.
public protocol StartupStep: Sendable {
  /// Does the step's work. A thrown error stops the launch and names the step.
  func run() async throws
}

/// A startup step made of a closure, for work too small for a type of its own.
public struct StartupAction: StartupStep {
  private let body: @Sendable () async throws -> Void

  public init(_ body: @escaping @Sendable () async throws -> Void) { self.body = body }

  public func run() async throws { try await body() }
}
