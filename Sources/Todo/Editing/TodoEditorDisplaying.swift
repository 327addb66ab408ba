/// An editor screen (the detail, the Add sheet) as its presenter sees it.
@MainActor
public protocol TodoEditorDisplaying: AnyObject {
  /// The fields' values.
  var draft: TodoDraft { get set }
  /// The day that relative due dates are said from.
  var today: CalendarDay { get set }
  /// Refuses the title: marks the field and shakes it.
  func showInvalidTitle()
  /// Refuses an unfinished due day: marks the field, shakes it and focuses it.
  func showInvalidDue()
  /// Tells the user that something failed.
  func display(_ error: any Error)
}
