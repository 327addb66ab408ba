import ThinKit

/// Asks "Discard changes?" before a screen's unsaved changes are thrown away: on Back (‹ Back,
/// Esc) and when the app is asked to quit (Ctrl-C, a quit key), as iOS apps ask before a sheet
/// with edits closes.
///
/// Attached to a screen (``attach(to:)``), it answers the screen's ``NavigationItem/backAction``
/// and ``ViewController/shouldTerminate``. `unsavedChanges` says in a sentence what would be
/// lost, or nil when nothing would (nothing changed, or the screen saved and is going): then
/// Back calls `leave` at once and a quit is not held up. Otherwise the question names what
/// would be lost, with Keep editing focused first, so that Return alone discards nothing:
/// Discard leaves (or lets the app quit), Keep editing stays with the typing as it is. The
/// question waits in a tracked task, so a scene test sees the alert and answers it.
@MainActor
public final class DiscardConfirmation {
  private let unsavedChanges: @MainActor () -> String?
  private let leave: @MainActor () -> Void
  /// The screen that asks; the screen keeps this confirmation, through its back action.
  private weak var screen: ViewController?

  /// A confirmation that asks about what `unsavedChanges` names, and calls `leave` to go back
  /// (a presenter's finish, which pops the screen).
  public init(
    unsavedChanges: @escaping @MainActor () -> String?,
    leave: @escaping @MainActor () -> Void
  ) {
    self.unsavedChanges = unsavedChanges
    self.leave = leave
  }

  /// Makes `screen`'s Back and its answer to a quit ask first; the screen keeps the
  /// confirmation for as long as it lives.
  public func attach(to screen: ViewController) {
    self.screen = screen
    screen.navigationItem.backAction = { [self] in goBack() }
    screen.shouldTerminate = { [self] in await mayDiscard() }
  }

  /// Back: leaves at once when nothing would be lost; otherwise asks, and leaves on Discard.
  public func goBack() {
    guard unsavedChanges() != nil else { return leave() }
    Task.tracked { [self] in
      if await mayDiscard() { leave() }
    }
  }

  /// Whether the changes may be thrown away: true when there are none, otherwise the answer
  /// to "Discard changes?" (no answer, false, while the screen is not shown to ask).
  public func mayDiscard() async -> Bool {
    guard let problem = unsavedChanges() else { return true }
    guard let screen else { return false }
    return await screen.confirm(
      title: "Discard changes?", message: problem, cancelTitle: "Keep editing",
      confirmTitle: "Discard")
  }
}
