import Clocks
import Testing
import ThinDI
import ThinScenes

/// A scene opened by its type, as a test opens one scene alone: built with its screen, its
/// feature's steps run first.
@MainActor
@Suite struct SceneByTypeTests {
  final class Screen: SceneHost {
    let hostedScene = HostedScene()
  }

  enum Notes: Feature {
    static let name = "Notes"
  }

  /// Opens a note.
  enum OpenNote: Destination {
    typealias Argument = String
  }

  /// Opens a note outside any feature.
  enum OpenPlainNote: Destination {
    typealias Argument = String
  }

  final class NoteScene: Scene {
    nonisolated static var feature: (any Feature.Type)? { Notes.self }
    let text: String

    init(resolver: inout Resolver, argument: String) throws {
      text = "\(try resolver.resolve(String.self)): \(argument)"
    }

    func makeScreen(resolver: inout Resolver) -> Screen { Screen() }
  }

  final class PlainNoteScene: Scene {
    init(resolver: inout Resolver, argument: String) throws {}
    func makeScreen(resolver: inout Resolver) -> Screen { Screen() }
  }

  @Test func aSceneIsBuiltByItsTypeAfterItsFeatureStarts() async throws {
    var builder = ContainerBuilder()
    builder.register(String.self, .singleton) { "note" }
    builder.registerRoute(OpenNote.self, to: NoteScene.self, sample: "sample")
    builder.addStartupStep("Notes", feature: Notes.self) { _ in StartupAction {} }
    let container = try builder.build()
    #expect(!container.hasStarted(Notes.self))
    let report = try await container.prepare(NoteScene.self, clock: TestClock())
    #expect(report.steps.map(\.name) == ["Notes"])
    #expect(container.hasStarted(Notes.self))
    let screen = try container.screen(of: NoteScene.self, argument: "hello")
    #expect((screen.hostedScene.scene as? NoteScene)?.text == "note: hello")
  }

  @Test func aSceneOfNoFeatureHasNothingToPrepare() async throws {
    var builder = ContainerBuilder()
    builder.registerRoute(OpenPlainNote.self, to: PlainNoteScene.self, sample: "sample")
    let container = try builder.build()
    #expect(try await container.prepare(PlainNoteScene.self, clock: TestClock()).steps.isEmpty)
  }
}
