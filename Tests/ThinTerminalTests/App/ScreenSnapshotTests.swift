import Foundation
import SnapshotTesting
import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// Text snapshots of whole screens, kept in `Tests/ThinTerminalTests/__Snapshots__`.
/// Record new ones with `SNAPSHOT_TESTING_RECORD=all swift test --filter ScreenSnapshotTests`.
@Suite @MainActor struct ScreenSnapshotTests {
  @Test func signInForm() {
    let host = TestHost(FormController(), size: Size(width: 48, height: 14))
    host.key(.tab)
    host.type("me@example.com")
    host.key(.tab)
    host.type("secret")
    assertScreen(host.text)
  }

  @Test func navigationStackWithBarButtons() {
    let list = TodoListController()
    list.navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "About"), BarButtonItem(systemItem: .add),
    ]
    let navigation = NavigationController(rootViewController: list)
    let host = TestHost(navigation, size: Size(width: 48, height: 10))
    assertScreen(host.text, named: "list")
    let detail = DetailController()
    detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "About")
    navigation.pushViewController(detail, animated: false)
    host.app.displayIfNeeded()
    assertScreen(host.text, named: "detail")
  }

  @Test func alertOverAScreen() {
    let form = FormController()
    let host = TestHost(form, size: Size(width: 48, height: 14))
    let alert = AlertController(title: "Error", message: "Incorrect email or password.")
    alert.addAction(AlertAction(title: "Close", style: .cancel))
    form.present(alert, animated: false)
    host.app.displayIfNeeded()
    assertScreen(host.text)
  }

  @Test func listWithSectionsAndASelection() {
    let list = TodoListController()
    let host = TestHost(list, size: Size(width: 40, height: 9))
    host.key(.down)
    host.key(.down)
    assertScreen(host.text)
  }

  private func assertScreen(
    _ text: String, named name: String? = nil, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
  ) {
    let directory = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("__Snapshots__/ScreenSnapshotTests")
    let failure = verifySnapshot(
      of: text, as: .lines, named: name, snapshotDirectory: directory.path, file: file,
      testName: testName, line: line)
    #expect(failure == nil, Comment(rawValue: failure ?? ""))
  }
}

/// A sign-in form laid out by a stack view: two fields with glyphs, a button, a link.
@MainActor
private final class FormController: ViewController {
  override func loadView() {
    let email = TextField(placeholder: "Email Address")
    email.leftView = GlyphView(glyph: .envelope)
    let password = TextField(placeholder: "Password")
    password.leftView = GlyphView(glyph: .lock)
    password.isSecureTextEntry = true
    let hint = Label(text: "Demo account: demo@example.com / password")
    hint.numberOfLines = 0
    hint.textAlignment = .center
    let stack = StackView(
      arrangedSubviews: [
        email, password, Button(title: "LOG IN"),
        Button(title: "Forgotten password?", style: .plain), hint,
      ], spacing: 1)
    view = FormView(stack: stack)
  }
}

@MainActor
private final class FormView: View {
  let stack: StackView

  init(stack: StackView) {
    self.stack = stack
    super.init(frame: .zero)
    addSubview(stack)
  }

  override func layoutSubviews() {
    stack.frame = bounds.insetBy(dx: 8, dy: 2)
  }
}

/// A list in three sections, as the Todo demo's.
@MainActor
private final class TodoListController: ViewController, ListViewDataSource {
  private let rows: [[(String, String, Bool)]] = [
    [("Write some tests", "Today", false), ("Do a blog post", "Yesterday", true)],
    [("Review the pull request", "In 4 days", false)],
    [("Learn the banjo", "", false)],
  ]
  private let list = ListView()

  override func viewDidLoad() {
    title = "Todo List"
    list.dataSource = self
    view.addSubview(list)
    list.becomeFirstResponder()
  }

  override func viewDidAppear(_ animated: Bool) {
    list.becomeFirstResponder()
  }

  override func viewDidLayoutSubviews() {
    list.frame = view.bounds
  }

  func numberOfSections(in listView: ListView) -> Int { rows.count }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    rows[section].count
  }

  func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
    ["Now", "Soon", "Someday"][section]
  }

  func listView(_ listView: ListView, contentForRowAt indexPath: IndexPath)
    -> ListContentConfiguration
  {
    let (title, due, done) = rows[indexPath.section][indexPath.row]
    return ListContentConfiguration(
      text: title, secondaryText: due.isEmpty ? nil : due, accessory: done ? .checkmark : .none,
      isDimmed: done)
  }
}

/// A detail screen: a labelled field and a switch.
@MainActor
private final class DetailController: ViewController {
  override func viewDidLoad() {
    title = "Task"
    let stack = StackView(
      arrangedSubviews: [
        Label(text: "Task"), TextField(text: "Write some tests"),
        StackView(
          arrangedSubviews: [Label(text: "Done?"), Switch(isOn: true)], axis: .horizontal,
          spacing: 2),
      ], spacing: 1)
    stack.frame = Rect(x: 2, y: 1, width: 30, height: 7)
    view.addSubview(stack)
  }
}
