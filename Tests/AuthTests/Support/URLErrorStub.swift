import Foundation

/// The failures a transport reports when nothing answers.
enum URLErrorStub {
  static let refused = URLError(.cannotConnectToHost)
}
