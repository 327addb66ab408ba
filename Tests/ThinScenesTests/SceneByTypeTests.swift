import Clocks
import Testing
import ThinDI
import ThinScenes

/// A scene opened by its type, as a test opens one scene alone: built with its screen, its
/// feature's steps run first.
@MainActor
@Suite struct SceneByTypeTests {
  final class Screen: SceneHost {
    var scene: (any Scene)?
    init() {}
  }

  enum Notes: Feature {
    static let name = "Notes"
  }

  final class NoteScene: Scene {
    static let sampleArgument = "sample"
    let text: String

    init(screen: Screen, resolver: inout Resolver, argument: String) throws {
      text = "\(try resolver.resolve(String.self)): \(argument)"
    }
  }

  @Test func aSceneIsBuiltByItsTypeAfterItsFeatureStarts() async throws {
    var builder = ContainerBuilder()
    builder.register(String.self, .singleton) { "note" }
    builder.registerScene(NoteScene.self, feature: Notes.self)
    builder.addStartupStep("Notes", feature: Notes.self) { _ in StartupAction {} }
    let container = try builder.build()
    #expect(!container.hasStarted(Notes.self))
    let report = try await container.prepare(NoteScene.self, clock: TestClock())
    #expect(report.steps.map(\.name) == ["Notes"])
    #expect(container.hasStarted(Notes.self))
    let screen = try container.screen(of: NoteScene.self, argument: "hello")
    #expect((screen.scene as? NoteScene)?.text == "note: hello")
  }

  @Test func aSceneOfNoFeatureHasNothingToPrepare() async throws {
    var builder = ContainerBuilder()
    builder.register(String.self, .singleton) { "note" }
    builder.registerScene(NoteScene.self)
    let container = try builder.build()
    #expect(try await container.prepare(NoteScene.self, clock: TestClock()).steps.isEmpty)
  }
}
