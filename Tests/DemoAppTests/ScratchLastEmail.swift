import Auth
import Foundation
import ThinDI

extension ContainerBuilder {
  /// Keeps the sign-in form's last email in a file of the test's own, not there yet: a demo
  /// test must neither read nor write the user's (`~/.local/share/thinkit/last-email`), which
  /// a run of the demo fills in and which would prefill the form the test expects empty.
  mutating func keepLastEmailInScratchFile() {
    let file = FileManager.default.temporaryDirectory
      .appending(path: "thinkit-demo-tests-\(UUID().uuidString)/last-email")
    register((any LastEmailStoring).self, .singleton) { LastEmailStore(fileURL: file) }
  }
}
