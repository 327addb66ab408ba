import Foundation
import ThinTerminal

/// The list screen's root view: a row per note, and a status line under them. Enter opens the
/// selected note.
final class NoteListView: View, NoteListDisplaying, ListViewDataSource, ListViewDelegate {
  weak var delegate: (any NoteListViewDelegate)?
  private let list = ListView()
  private let status = Label()

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    list.dataSource = self
    list.delegate = self
    addSubview(list)
    addSubview(status)
  }

  var rows: [NoteRow] = [] {
    didSet { list.reloadData() }
  }

  var statusText: String {
    get { status.text }
    set { status.text = newValue }
  }

  /// The list takes the keys when the screen shows.
  override func didMoveToWindow() {
    if window != nil { list.becomeFirstResponder() }
  }

  override func layoutSubviews() {
    list.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 1))
    status.frame = Rect(x: 1, y: bounds.height - 1, width: max(0, bounds.width - 2), height: 1)
  }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
    -> ListContentConfiguration
  {
    let row = rows[indexPath.row]
    return ListContentConfiguration(
      text: row.title, secondaryText: row.text, accessory: .disclosureIndicator)
  }

  func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath) {
    delegate?.noteListView(didChooseRow: indexPath.row)
  }
}
