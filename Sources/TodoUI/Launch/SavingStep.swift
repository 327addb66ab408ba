import ThinDI
import Todo

/// The shutdown step that lets Todo's queued writes finish (the last ones, such as the detail
/// saved on `q`, are still running as the app ends). A lock another app holds all along gets
/// ``timeout``; what is still unsaved then fails the step, in words, and so the app's exit.
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
    let unsaved = await store.finishWrites(within: Self.timeout, clock: clock)
    if unsaved > 0 { throw UnsavedChanges(count: unsaved) }
  }
}

/// Changes still queued when the app ended: they were not saved.
public struct UnsavedChanges: Error, CustomStringConvertible {
  /// How many.
  public let count: Int

  public var description: String {
    "\(count) change(s) could not be saved: the list was busy in another app."
  }
}
