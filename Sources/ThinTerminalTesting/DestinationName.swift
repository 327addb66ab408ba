import CustomDump
import ThinDI
import ThinScenes

/// A route as an output names it: by its destination's type, shown as a test writes it without
/// its module (`SignInScene.SignedIn`).
public struct DestinationName: Hashable, Sendable, CustomStringConvertible,
  CustomDumpStringConvertible
{
  public let destination: any Destination.Type

  public init(_ destination: any Destination.Type) {
    self.destination = destination
  }

  public static func == (lhs: DestinationName, rhs: DestinationName) -> Bool {
    ObjectIdentifier(lhs.destination) == ObjectIdentifier(rhs.destination)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(destination))
  }

  public var description: String {
    let qualified = String(reflecting: destination)
    guard let dot = qualified.firstIndex(of: ".") else { return qualified }
    return String(qualified[qualified.index(after: dot)...])
  }

  public var customDumpDescription: String { description }
}
