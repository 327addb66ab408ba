import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// The application's event stream: what it tells its observers, in order, and for how long.
@Suite @MainActor struct ApplicationEventTests {
  /// Each event as a line, views and screens by their text or title.
  private func line(_ event: ApplicationEvent) -> String {
    func name(_ view: View?) -> String {
      switch view {
      case let field as TextField: field.placeholder ?? ""
      case let button as Button: button.title
      case nil: "nil"
      default: "view"
      }
    }
    switch event {
    case .focusDidChange(let view): return "focus \(name(view))"
    case .highlightDidChange(let control):
      return "highlight \(name(control)) \(control.isHighlighted)"
    case .invalidIndicatorDidChange(let field):
      return "invalid \(name(field)) \(field.showsInvalidIndicator)"
    case .animationDidStart(let key, let view): return "animation \(key) \(name(view))"
    // Routes are told with their destination; the harness's tests (with ThinDI) check them.
    case .didFollowRoute(_, let argument, _): return "route \(argument)"
    case .didFailToOpenRoute(_, let error, _): return "route failed \(error)"
    case .didPush(let controller, _): return "push \(controller.title ?? "")"
    case .didPop(let controllers, _): return "pop \(controllers.map { $0.title ?? "" })"
    case .didPresent(let controller, _): return "present \(controller.title ?? "")"
    case .didDismiss(let controller): return "dismiss \(controller.title ?? "")"
    }
  }

  private func screen(_ title: String, _ views: View...) -> ViewController {
    let root = View()
    for view in views { root.addSubview(view) }
    let controller = HostedViewController(rootView: root)
    controller.title = title
    return controller
  }

  @Test func focusHandedFromOneViewToAnotherIsOneMove() {
    let name = TextField(placeholder: "Name")
    name.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    let go = Button(title: "Go")
    go.frame = Rect(x: 0, y: 2, width: 6, height: 1)
    let host = TestHost(screen("Form", name, go))
    var heard: [String] = []
    let observation = host.app.addObserver { heard.append(line($0)) }
    host.key(.tab)
    host.key(.tab)
    go.resignFirstResponder()
    #expect(heard == ["focus Name", "focus Go", "focus nil"])
    observation.cancel()
    host.key(.tab)
    #expect(heard.count == 3, "a cancelled observer hears nothing more")
  }

  @Test func anObservationReleasedStopsTheObserver() {
    let host = TestHost(screen("Form", TextField(placeholder: "Name")))
    var heard = 0
    _ = host.app.addObserver { _ in heard += 1 }
    host.key(.tab)
    #expect(heard == 0)
  }

  @Test func pressesMarksAndKeyedAnimationsAreTold() {
    let field = TextField(placeholder: "Name")
    field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    let go = Button(title: "Go")
    go.frame = Rect(x: 0, y: 2, width: 6, height: 1)
    let host = TestHost(screen("Form", field, go))
    var heard: [String] = []
    let observation = host.app.addObserver { heard.append(line($0)) }
    host.click(at: Point(x: 1, y: 2))
    field.showsInvalidIndicator = true
    field.showsInvalidIndicator = true
    field.add(ShakeAnimation().keyframeAnimation, forKey: ShakeAnimation.key)
    #expect(
      heard == [
        "highlight Go true", "highlight Go false", "invalid Name true", "animation shake Name",
      ])
    _ = observation
  }

  @Test func navigationAndPresentationAreToldAsTheyStart() async {
    let stack = NavigationController(rootViewController: screen("Root"))
    let host = TestHost(stack)
    var heard: [String] = []
    let observation = host.app.addObserver { heard.append(line($0)) }
    let detail = screen("Detail")
    stack.pushViewController(detail, animated: true)
    stack.popViewController(animated: false)
    stack.setViewControllers([stack.viewControllers[0], screen("Other")], animated: false)
    stack.setViewControllers([stack.viewControllers[0]], animated: false)
    let sheet = screen("Sheet")
    stack.present(sheet, animated: false)
    sheet.dismiss(animated: false)
    #expect(
      heard == [
        "push Detail", "pop [\"Detail\"]", "push Other", "pop [\"Other\"]", "present Sheet",
        "dismiss Sheet",
      ])
    _ = observation
  }
}
