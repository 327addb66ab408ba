import Foundation

/// What a ``ListView`` tells about the user's choices, as `UITableViewDelegate`.
@MainActor
public protocol ListViewDelegate: AnyObject {
  /// The user chose the row: Enter on the selected row, or a click on a row.
  func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath)
}
