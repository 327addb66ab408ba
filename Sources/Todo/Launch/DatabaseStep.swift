import ThinDI

/// The launch step that opens the database and brings its schema up to date, before anything
/// reads it: a path that cannot be used (see ``TodoDatabase``: not a regular file, read-only,
/// another application's, a newer schema…) stops the launch under this step's name.
///
/// It never waits for another program's lock: the launch draws nothing while it runs, so a
/// file locked elsewhere is left for the list, which says what it waits for and how long
/// (see ``TodoDatabase/openWhenUnlocked(within:clock:)``).
public struct DatabaseStep: StartupStep {
  /// The step's name in the launch report and in errors.
  public static let name = "Database"

  private let database: TodoDatabase

  public init(database: TodoDatabase) {
    self.database = database
  }

  public func run() async throws {
    do {
      try database.openUnlessLocked()
    } catch .locked {
      // The list opens it once the lock goes, saying so meanwhile.
    }
  }
}
