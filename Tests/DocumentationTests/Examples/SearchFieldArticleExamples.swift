import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting

// The search field of the views article ("Lists"): a field that reports its text on every
// edit, for a list that narrows as the user types. ArticleCodeTests checks the block is here.

/// What the search field reports: the text after each edit.
@MainActor
protocol FruitSearchViewDelegate: AnyObject {
  func fruitSearchView(didSearchFor query: String)
}

/// A search field whose every edit reaches its delegate, the presenter that filters the list.
final class FruitSearchView: View {
  weak var delegate: (any FruitSearchViewDelegate)?
  let searchField = TextField(placeholder: "search")

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    addSubview(searchField)
    searchField.addAction(for: .editingChanged) { [weak self] in
      guard let self else { return }
      delegate?.fruitSearchView(didSearchFor: searchField.text)
    }
  }

  override func didMoveToWindow() {
    if window != nil { searchField.becomeFirstResponder() }
  }

  override func layoutSubviews() {
    searchField.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
  }
}

/// The suite plays the presenter: it keeps every query the field reports.
@MainActor
@Suite final class SearchFieldArticleExamples: FruitSearchViewDelegate {
  private var queries: [String] = []

  func fruitSearchView(didSearchFor query: String) {
    queries.append(query)
  }

  /// Each edit is one report — a character typed, a delete, a paste —, and text set by code
  /// is none, as in UIKit.
  @Test func viewsASearchFieldReportsEveryEditAndNothingElse() {
    let view = FruitSearchView()
    view.delegate = self
    let host = TestHost(rootView: view)
    defer { host.stop() }
    host.type("ap")
    host.key(.backspace)
    host.send(.paste("vocado"))
    view.searchField.text = "set by code"
    #expect(queries == ["a", "ap", "a", "avocado"])
  }
}
