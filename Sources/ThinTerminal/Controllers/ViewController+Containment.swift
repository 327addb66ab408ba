extension ViewController {
  /// Adds `child`, calling its `willMove(toParent:)`; add its view, then call
  /// `child.didMove(toParent: self)`, as in UIKit. A controller cannot contain itself or an
  /// ancestor; such calls are ignored.
  public func addChild(_ child: ViewController) {
    guard child !== self, child.parent !== self, !isDescendant(of: child) else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes this controller from its parent, calling `didMove(toParent: nil)`; call
  /// `willMove(toParent: nil)` and remove the view first, as in UIKit.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// The nearest navigation controller above this one.
  public var navigationController: NavigationController? {
    var candidate = parent
    while let controller = candidate {
      if let navigation = controller as? NavigationController { return navigation }
      candidate = controller.parent
    }
    return nil
  }

  /// The top of this controller's container chain: the one that presents and is presented.
  var presentationRoot: ViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  private func isDescendant(of ancestor: ViewController) -> Bool {
    var candidate: ViewController? = self
    while let controller = candidate {
      if controller === ancestor { return true }
      candidate = controller.parent
    }
    return false
  }
}
