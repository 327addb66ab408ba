import ThinDI
import ThinTerminal
import ThinTerminalTesting

@testable import Notes

extension SceneTest where S == NoteListScene {
  /// The list, built by its type from the app's installer and shown as `AppRunner` shows it
  /// (the app's theme, its key hints), on the test's clock, with the sample notes in a store
  /// that answers after 300 ms of it and posts what it keeps (or refuses every write, when
  /// `failingWrites`).
  static func noteList(
    on terminal: ScreenConfiguration = ScreenConfiguration(), exhaustivity: Exhaustivity = .on,
    failingWrites: Bool = false
  ) async throws -> SceneTest<NoteListScene> {
    try await SceneTest(
      NoteListScene.self, installers: [NotesInstaller()], terminal: terminal, hosting: .app,
      exhaustivity: exhaustivity
    ) { builder, context in
      builder.install(AppShellInstaller(clock: context.clock, theme: .notes))
      builder.override {
        $0.register((any NotesStore).self, .singleton) {
          PostingNotesStore(
            base: InMemoryNotesStore(clock: context.clock, notes: Note.samples),
            outputs: context.outputs, failsWrites: failingWrites)
        }
      }
    }
  }
}
