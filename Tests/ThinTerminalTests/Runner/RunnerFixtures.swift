import Synchronization
import ThinDI
import ThinScenes
import ThinTerminal

/// What the runner tests' steps did, in order.
final class Journal: Sendable {
  private let entries = Mutex<[String]>([])

  var lines: [String] { entries.withLock { $0 } }

  func write(_ line: String) {
    entries.withLock { $0.append(line) }
  }
}

/// A step that failed on purpose.
struct StepFailure: Error, CustomStringConvertible {
  let description: String
}

/// The runner tests' one screen, its scene, and the feature it belongs to.
final class HomeScreen: ViewController {}

final class HomeScene: Scene {
  nonisolated static var feature: (any Feature.Type)? { HomeFeature.self }

  init(resolver: inout Resolver, argument: Void) throws {}

  func makeScreen(resolver: inout Resolver) throws -> HomeScreen { HomeScreen() }
}

enum Home: Destination {}
enum HomeFeature: Feature { static let name = "Home" }
/// A feature no screen of the test opens: it never starts.
enum ElsewhereFeature: Feature { static let name = "Elsewhere" }

/// The home screen, and a launch step, a step of the home feature and a step of a feature never
/// opened, each with a shutdown step; `failing` names the steps that throw.
struct RunnerTestInstaller: Installer {
  let journal: Journal
  var failing: Set<String> = []

  func install(into builder: inout ContainerBuilder) {
    builder.registerRoute(Home.self, to: HomeScene.self)
    let features: [(String, (any Feature.Type)?)] = [
      ("launch", nil), ("home", HomeFeature.self), ("elsewhere", ElsewhereFeature.self),
    ]
    for (name, feature) in features {
      for kind in ["open", "close"] {
        let step = "\(kind) \(name)"
        let (journal, fails) = (journal, failing.contains(step))
        let body: @Sendable () async throws -> Void = {
          journal.write(step)
          if fails { throw StepFailure(description: "\(step) broke") }
        }
        if kind == "open" {
          builder.addStartupStep(step, feature: feature) { _ in StartupAction(body) }
        } else {
          builder.addShutdownStep(step, feature: feature) { _ in ShutdownAction(body) }
        }
      }
    }
  }
}
