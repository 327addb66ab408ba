import ThinDI
import Todo

/// The shutdown step that lets Todo's queued writes finish (the last ones, such as the detail
/// saved on `q`, are still running as the app ends), then closes the database, so a clean exit
/// leaves no -wal or -shm beside it. A lock another app holds all along, or a file that refuses
/// writes, gets ``timeout``; what is still unsaved then fails the step, each change named, and
/// so the app's exit.
public struct SavingStep: ShutdownStep {
  /// The step's name in errors.
  public static let name = "Saving"
  /// How long the writes get to finish.
  public static let timeout = Duration.seconds(5)

  private let store: TodoStore
  private let clock: any Clock<Duration>

  public init(store: TodoStore, clock: any Clock<Duration>) {
    self.store = store
    self.clock = clock
  }

  public func run() async throws {
    try await store.shutDown(within: Self.timeout, clock: clock)
  }
}
