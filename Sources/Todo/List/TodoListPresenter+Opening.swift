import ThinKit

/// Opening a task: Enter reads it off the main actor, as the pages are read, and its detail
/// opens once the read returns, handed the task as read, so the detail reads nothing as it
/// opens and never shows a form that takes keys before its task is in it. Meanwhile the keys
/// stay with the list (a healthy disk answers within a frame), except those that came with the
/// Enter in one read of the terminal: the host holds them for the read a moment, so they reach
/// the detail (see `TodoPageReader.readForDetail(_:read:)`).
extension TodoListPresenter {
  /// Reads the task `id` for its detail and hands it to the delegate to open; a task chosen
  /// while another is being read opens nothing, so a second Enter never opens a second detail.
  /// A task gone meanwhile, or a file that cannot be read, is handed over as such, and the
  /// detail says so as it opens, as it did when it read the task itself.
  func open(_ id: TodoItem.ID) {
    guard !isOpening else { return }
    isOpening = true
    reader.readForDetail(id) { [weak self] item in
      guard let self else { return }
      isOpening = false
      delegate?.todoListPresenter(self, didChooseItem: item)
    }
  }
}
