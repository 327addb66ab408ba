/// The editor as its presenter sees it.
@MainActor
protocol NoteEditorDisplaying: AnyObject {
  var titleText: String { get set }
  var noteText: String { get set }
  /// Why the title was refused, under the field; nil when it was not.
  var titleProblem: String? { get set }
}

/// What the user did in the editor.
@MainActor
protocol NoteEditorViewDelegate: AnyObject {
  func noteEditorView(didSubmitTitle title: String, text: String) async
}

/// What the editor's presenter asks of its view controller.
@MainActor
protocol NoteEditorPresenterDelegate: AnyObject {
  /// Saved, or left with nothing to keep: go back.
  func noteEditorDidFinish()
  func noteEditorDidFail(with error: any Error)
}
