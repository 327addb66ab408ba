/// A row of the list: its section's place among the sections shown, and its place in it.
public struct TodoListIndex: Hashable, Sendable {
  public var row: Int
  public var section: Int

  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }
}
