import ThinDI
import ThinScenes

/// Registers the app: the store, the notebook both screens share, and one line per screen.
struct NotesInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.register((any NotesStore).self, .singleton) { resolver in
      InMemoryNotesStore(clock: try resolver.resolve(), notes: Note.samples)
    }
    builder.registerMainActor(Notebook.self, .singleton) { resolver in
      Notebook(store: try resolver.resolve())
    }
    builder.registerRoute(NotesApp.self, to: NoteListScene.self)
    builder.registerRoute(NoteListScene.OpenNote.self, to: NoteEditorScene.self, sample: nil)
  }
}
