import ThinKit

/// The list's wait for its file while another program's lock keeps it from opening (see
/// ``TodoDatabase/openUnlessLocked()``): it says so on the list at once, with what it waits for
/// and how long, opens the file off the main actor once the lock goes, and after ``limit`` says
/// that the file could not be opened.
@MainActor
final class TodoLockWait {
  /// How long the list waits for the lock, as long as a launch once waited blank.
  static let limit = Duration.seconds(10)

  private var task: Task<Void, Never>?

  /// Shows the wait with `show` now, then nil once the file opened (and calls `opened`), or
  /// the refusal after ``limit`` of `clock`.
  init(
    database: TodoDatabase, clock: any Clock<Duration>,
    show: @escaping @MainActor (String?) -> Void, opened: @escaping @MainActor () -> Void
  ) {
    show(Self.waiting(for: database.location.path))
    task = Task.tracked("waiting for the file's lock") { [database, clock] in
      do throws(TodoStoreError) {
        try await database.openWhenUnlocked(within: Self.limit, clock: clock)
        show(nil)
        opened()
      } catch {
        guard !Task.isCancelled else { return }
        show(error.description + " Nothing was read or written; q quits.")
      }
    }
  }

  isolated deinit {
    task?.cancel()
  }

  /// Stops waiting.
  func cancel() {
    task?.cancel()
    task = nil
  }

  /// What the list says while it waits for the file at `path`.
  static func waiting(for path: String) -> String {
    "Waiting for \(path): another program holds it locked (a transaction it keeps open, as "
      + "sqlite3's BEGIN does), which stops even reading it. Trying for "
      + "\(limit.components.seconds) seconds…"
  }
}
