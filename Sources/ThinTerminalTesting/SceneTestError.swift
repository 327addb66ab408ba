import ThinDI
import ThinScenes

/// Why a ``SceneTest`` could not start, in words that say what to do.
///
/// A test stops where the app could not go on: its scene is registered by none of the
/// installers given (the app's route to it lives in another installer), or its container has
/// problems that `AppRunner` would refuse to start with (``ContainerValidation``).
public struct SceneTestError: Error, CustomStringConvertible {
  /// What stopped the test.
  public enum Reason: Sendable {
    /// No installer given registers a route to the scene under test.
    case sceneNotRegistered(any Scene.Type)
    /// `validate()` found problems in the test's container.
    case invalid(ValidationReport)
  }

  /// What stopped the test.
  public let reason: Reason
  /// The test's installers, by type, as the message names them.
  let installerNames: [String]

  init(_ reason: Reason, installers: [any Installer]) {
    self.reason = reason
    installerNames = installers.map { String(describing: type(of: $0)) }
  }

  public var description: String {
    let installers = "installers: [\(installerNames.joined(separator: ", "))]"
    switch reason {
    case .sceneNotRegistered(let scene):
      let name = String(describing: scene)
      return "\(name) is not registered: no installer given to SceneTest registers a route to "
        + "\(name) (`registerRoute(_:to: \(name).self)`). Give SceneTest the installer that "
        + "does, as the app has it, beside the others (\(installers))."
    case .invalid(let report):
      return "SceneTest's container has \(report.problems.count) problem(s), which AppRunner "
        + "would refuse to start with:\n\(report)\nGive SceneTest the installers the app has "
        + "(\(installers) now), or register fakes in its set-up closure; a test that leaves "
        + "one out on purpose passes `validation: .off`."
    }
  }
}

extension Container {
  /// Throws what `validate()` finds, as `AppRunner` refuses to start on it.
  @MainActor
  func validateForSceneTest(installers: [any Installer]) throws(SceneTestError) {
    let report = validate()
    guard report.isEmpty else { throw SceneTestError(.invalid(report), installers: installers) }
  }
}
