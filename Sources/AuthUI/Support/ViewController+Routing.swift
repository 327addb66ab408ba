import ThinKit
import ThinTerminal

extension ViewController {
  /// Runs a route that builds its next screen, and shows the error if it could not be built.
  func route(_ body: () throws -> Void) {
    do { try body() } catch { displayError(error) }
  }
}
