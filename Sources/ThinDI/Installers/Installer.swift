/// Registers how to build the objects of one part of the app (see <doc:GettingStarted>).
public protocol Installer: Sendable {
  /// Registers this part of the app's services.
  func install(into builder: inout ContainerBuilder)
}
