import Todo

/// One committed write of the app to its task table, as a Todo scene test asserts it:
/// `await test.receive(.posted(TodoWrite.changed("Buy milk", [.isDone(true)])))`.
///
/// Tasks are named by their title before the write, as the person saw them; a title change
/// reads old → new (`.changed("Draft talk", [.title(to: "Draft talk and slides")])`).
enum TodoWrite: Equatable, Sendable {
  /// A task was added.
  case added(title: String, due: CalendarDay? = nil, isDone: Bool = false)
  /// The task titled so was updated: the fields whose value differs afterwards, in the table's
  /// column order (empty when an update wrote the values it found).
  case changed(String, [TodoField])
  /// The task titled so was deleted.
  case deleted(String)
}

/// A task's field as a write left it.
enum TodoField: Equatable, Sendable {
  /// The title became this.
  case title(to: String)
  /// Done was switched on (true) or off.
  case isDone(Bool)
  /// The due day became this; nil for none (someday).
  case due(CalendarDay?)
}
