import Foundation
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting

/// What the fruit list reports: the row chosen.
@MainActor
protocol FruitListViewDelegate: AnyObject {
  func fruitListView(didChoose fruit: String)
}

/// The list of the views article: its own data source and delegate, as a table view's
/// controller used to be.
final class FruitListView: View, ListViewDataSource, ListViewDelegate {
  weak var delegate: (any FruitListViewDelegate)?
  private let list = ListView()

  var fruits: [String] = [] {
    didSet { list.reloadData() }
  }

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    list.dataSource = self
    list.delegate = self
    addSubview(list)
  }

  /// The list takes the keys when the screen shows.
  override func didMoveToWindow() {
    if window != nil { list.becomeFirstResponder() }
  }

  override func layoutSubviews() {
    list.frame = bounds
  }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    fruits.count
  }

  func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
    -> ListContentConfiguration
  {
    ListContentConfiguration(text: fruits[indexPath.row], accessory: .disclosureIndicator)
  }

  func listView(_ listView: ListView, didSelectRowAt indexPath: IndexPath) {
    delegate?.fruitListView(didChoose: fruits[indexPath.row])
  }
}

/// A list whose rows carry a done mark before the text: a glyph, in the window's glyph set.
final class ChoreListView: View, ListViewDataSource {
  let list = ListView()
  var chores: [(name: String, isDone: Bool)] = [] {
    didSet { list.reloadData() }
  }

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    list.dataSource = self
    addSubview(list)
  }

  override func layoutSubviews() {
    list.frame = bounds
  }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    chores.count
  }

  func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
    -> ListContentConfiguration
  {
    let chore = chores[indexPath.row]
    return ListContentConfiguration(
      text: chore.name, image: chore.isDone ? symbol(for: .checkmark) : " ",
      accessory: .disclosureIndicator)
  }
}

/// Plays the presenter: keeps what was chosen.
@MainActor
final class FruitChooser: FruitListViewDelegate {
  var chosen: [String] = []

  func fruitListView(didChoose fruit: String) {
    chosen.append(fruit)
  }
}

@MainActor
@Suite struct ListArticleExamples {
  @Test func viewsAListShowsItsRowsAndReportsTheOneChosen() {
    let view = FruitListView()
    let chooser = FruitChooser()
    view.delegate = chooser
    view.fruits = ["Apple", "Banana 🍌", "Cherry"]
    let host = TestHost(
      NavigationController(rootViewController: ViewController(view: view, title: "Fruit")))
    defer { host.stop() }
    #expect(host.lines[1].hasPrefix(" Apple"))
    #expect(host.lines[2].hasPrefix(" Banana 🍌"))
    // The list starts on its first row.
    host.key(.down)
    host.key(.enter)
    #expect(chooser.chosen == ["Banana 🍌"])
  }

  /// A row's `image` is drawn as given: a glyph's form from `symbol(for:)` follows the glyph
  /// set, and a blank keeps the rows without a mark in line.
  @Test(arguments: [(GlyphSet.unicode, "✓"), (GlyphSet.ascii, "x")])
  func viewsARowsDoneMarkIsAGlyphInTheWindowsSet(glyphSet: GlyphSet, mark: String) {
    let view = ChoreListView()
    view.chores = [(name: "Dishes", isDone: true), (name: "Laundry", isDone: false)]
    let host = TestHost(rootView: view, glyphSet: glyphSet)
    defer { host.stop() }
    #expect(host.lines[0].hasPrefix(" \(mark) Dishes"))
    #expect(host.lines[1].hasPrefix("   Laundry"))
  }
}
