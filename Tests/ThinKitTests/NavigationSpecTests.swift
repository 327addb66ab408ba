import Testing

@testable import ThinKit

/// A navigation item that records the buttons a spec gives it.
@MainActor final class SpyNavigationItem: NavigationItemRepresenting {
  var title: String?
  private(set) var buttons: [BarButtonPosition: [BarButton]] = [:]

  init(title: String?) {
    self.title = title
  }

  func setBarButtons(_ buttons: [BarButton], at position: BarButtonPosition) {
    self.buttons[position] = buttons
  }

  func titles(at position: BarButtonPosition) -> [String] {
    buttons[position, default: []].map(\.title)
  }
}

@MainActor final class ListViewController {
  let navigationItem = SpyNavigationItem(title: "Todo List")
}

@MainActor final class DetailViewController {
  let navigationItem = SpyNavigationItem(title: "Task")
}

/// Records which view controllers' buttons were tapped.
@MainActor final class TapLog {
  var entries: [String] = []
}

@MainActor
@Suite struct NavigationSpecTests {
  private let log = TapLog()

  private func todoSpec() -> NavigationSpec {
    NavigationSpec([
      BarButtonSpec(
        .system(.add), position: .right, when: .viewController(is: ListViewController.self)
      ) {
        [log] context in log.entries.append("add on \(context.title ?? "?")")
      },
      BarButtonSpec(.title("About"), position: .right) { [log] context in
        log.entries.append("about on \(context.title ?? "?")")
      },
    ])
  }

  @Test func thePredicateChoosesButtonsPerViewController() {
    let spec = todoSpec()
    let list = ListViewController()
    let detail = DetailViewController()
    spec.apply(to: NavigationContext(viewController: list, navigationItem: list.navigationItem))
    spec.apply(to: NavigationContext(viewController: detail, navigationItem: detail.navigationItem))
    #expect(list.navigationItem.titles(at: .right) == ["+", "About"])
    #expect(list.navigationItem.titles(at: .left) == [])
    #expect(detail.navigationItem.titles(at: .right) == ["About"])
  }

  @Test func aTappedButtonRunsItsActionWithTheContextItWasMadeFor() {
    let spec = todoSpec()
    let list = ListViewController()
    let detail = DetailViewController()
    spec.apply(to: NavigationContext(viewController: list, navigationItem: list.navigationItem))
    spec.apply(to: NavigationContext(viewController: detail, navigationItem: detail.navigationItem))
    list.navigationItem.buttons[.right]?.first?.perform()
    detail.navigationItem.buttons[.right]?.first?.perform()
    #expect(log.entries == ["add on Todo List", "about on Task"])
  }

  @Test func cancelDonePutsCancelLeftAndDoneRight() {
    let spec = NavigationSpec.cancelDone(
      onCancel: { [log] _ in log.entries.append("cancel") },
      onDone: { [log] context in
        log.entries.append("done: \(context.viewController is DetailViewController)")
      })
    let editor = DetailViewController()
    let context = NavigationContext(viewController: editor, navigationItem: editor.navigationItem)
    spec.apply(to: context)
    #expect(editor.navigationItem.titles(at: .left) == ["Cancel"])
    #expect(editor.navigationItem.titles(at: .right) == ["Done"])
    editor.navigationItem.buttons[.right]?.first?.perform()
    editor.navigationItem.buttons[.left]?.first?.perform()
    #expect(log.entries == ["done: true", "cancel"])
  }

  @Test func specsAddUpAndPredicatesNegate() {
    let notList = NavigationPredicate.viewController(is: ListViewController.self).negated
    let spec =
      NavigationSpec([BarButtonSpec(.system(.edit), position: .left, when: notList) { _ in }])
      + todoSpec()
    let list = ListViewController()
    let detail = DetailViewController()
    spec.apply(to: NavigationContext(viewController: list, navigationItem: list.navigationItem))
    spec.apply(to: NavigationContext(viewController: detail, navigationItem: detail.navigationItem))
    #expect(list.navigationItem.titles(at: .left) == [])
    #expect(detail.navigationItem.titles(at: .left) == ["Edit"])
    #expect(detail.navigationItem.titles(at: .right) == ["About"])
  }

  /// The item keeps its buttons, and each button its context: if the context held the view
  /// controller strongly, view controller → item → button → context → view controller would
  /// never be released.
  @Test func aButtonKeepsNeitherItsViewControllerNorItsItemAlive() {
    weak var releasedList: ListViewController?
    weak var releasedItem: SpyNavigationItem?
    do {
      let list = ListViewController()
      releasedList = list
      releasedItem = list.navigationItem
      todoSpec().apply(
        to: NavigationContext(viewController: list, navigationItem: list.navigationItem))
      #expect(list.navigationItem.titles(at: .right) == ["+", "About"])
    }
    #expect(releasedList == nil)
    #expect(releasedItem == nil)
  }

  @Test func aButtonWhoseViewControllerIsGoneDoesNothing() {
    var list: ListViewController? = ListViewController()
    let item = list!.navigationItem
    todoSpec().apply(to: NavigationContext(viewController: list!, navigationItem: item))
    let add = item.buttons[.right]?.first
    list = nil
    add?.perform()
    #expect(log.entries.isEmpty)
  }

  @Test func applyingAgainReplacesTheButtons() {
    let list = ListViewController()
    let context = NavigationContext(viewController: list, navigationItem: list.navigationItem)
    todoSpec().apply(to: context)
    NavigationSpec.empty.apply(to: context)
    #expect(list.navigationItem.titles(at: .right) == [])
  }
}
