/// One named piece of work done as the app ends, such as closing a database.
public protocol ShutdownStep: Sendable {
  /// Does the step's work. A thrown error fails the shutdown but does not stop the steps after it.
  func run() async throws
}

/// A shutdown step made of a closure, for work too small for a type of its own.
public struct ShutdownAction: ShutdownStep {
  private let body: @Sendable () async throws -> Void

  public init(_ body: @escaping @Sendable () async throws -> Void) { self.body = body }

  public func run() async throws { try await body() }
}
