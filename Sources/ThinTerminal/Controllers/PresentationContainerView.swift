import ThinKit

/// Holds one presented screen over the window: a dimmed backdrop and, for a form sheet, a
/// bordered sheet centred in the window (sized by the controller's
/// ``ViewController/preferredContentSize(fitting:)``). Clicks outside the sheet stop here.
@MainActor
final class PresentationContainerView: View {
  let presentedViewController: ViewController
  weak var presenter: ViewController?
  weak var savedFirstResponder: View?
  private let dimmingView = View()
  private let sheetView = SheetView()
  /// Clips the presented screen to the inside of the border, as a sheet's rounded corners
  /// clip in UIKit: a label too long for the sheet never draws over its edge.
  private let contentView = View()

  init(presenting presented: ViewController, from presenter: ViewController) {
    self.presentedViewController = presented
    self.presenter = presenter
    super.init(frame: .zero)
    addSubview(dimmingView)
    addSubview(sheetView)
    contentView.clipsToBounds = true
    sheetView.addSubview(contentView)
    contentView.addSubview(presented.view)
  }

  var style: ModalPresentationStyle { presentedViewController.modalPresentationStyle }

  override func themeDidChange() {
    dimmingView.backgroundColor = style == .formSheet ? theme.dimmingColor : nil
    sheetView.hasBorder = style == .formSheet
  }

  override func layoutSubviews() {
    dimmingView.frame = bounds
    guard style == .formSheet else {
      sheetView.frame = bounds
      contentView.frame = sheetView.bounds
      presentedViewController.view.frame = contentView.bounds
      return
    }
    // The sheet's border takes a cell on each side; a cell of backdrop stays visible around it.
    let available = Size(width: max(0, bounds.width - 4), height: max(0, bounds.height - 4))
    let content = presentedViewController.preferredContentSize(fitting: available)
    let size = Size(
      width: min(content.width, available.width) + 2,
      height: min(content.height, available.height) + 2)
    sheetView.frame = Rect(
      x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
      width: size.width, height: size.height)
    contentView.frame = sheetView.bounds.insetBy(dx: 1, dy: 1)
    presentedViewController.view.frame = contentView.bounds
  }

  /// Fades the backdrop in and slides the sheet up from the bottom edge.
  func animateIn(completion: @escaping @MainActor () -> Void) {
    layoutIfNeeded()
    let dimming = dimmingView.backgroundColor
    View.performWithoutAnimation {
      dimmingView.backgroundColor = dimming.map { $0.withAlpha(0) }
      sheetView.transform = Transform(
        translationX: 0, y: Double(bounds.height - sheetView.frame.minY))
    }
    View.animate(withDuration: theme.implicitAnimationDuration) {
      dimmingView.backgroundColor = dimming
      sheetView.transform = .identity
    } completion: { _ in
      completion()
    }
  }

  /// Slides the sheet down and fades the backdrop out.
  func animateOut(completion: @escaping @MainActor () -> Void) {
    isUserInteractionEnabled = false
    View.animate(withDuration: theme.implicitAnimationDuration) {
      dimmingView.backgroundColor = dimmingView.backgroundColor?.withAlpha(0)
      sheetView.transform = Transform(
        translationX: 0, y: Double(bounds.height - sheetView.frame.minY))
    } completion: { _ in
      completion()
    }
  }
}

/// The sheet behind a presented view: the theme's sheet background inside a box border.
@MainActor
private final class SheetView: View {
  var hasBorder = true {
    didSet { setNeedsDisplay() }
  }

  override var defaultBackgroundColor: Color? { theme.sheetBackground }

  override func draw(in context: inout DrawingContext) {
    guard hasBorder, context.size.width >= 2, context.size.height >= 2 else { return }
    let color = theme.secondaryText
    let width = context.size.width
    let height = context.size.height
    let horizontal = String(repeating: symbol(for: .borderHorizontal), count: width - 2)
    let top = symbol(for: .borderTopLeft) + horizontal + symbol(for: .borderTopRight)
    let bottom = symbol(for: .borderBottomLeft) + horizontal + symbol(for: .borderBottomRight)
    context.draw(top, at: Point(x: 0, y: 0), foreground: color)
    context.draw(bottom, at: Point(x: 0, y: height - 1), foreground: color)
    let vertical = symbol(for: .borderVertical)
    for y in 1..<height - 1 {
      context.draw(vertical, at: Point(x: 0, y: y), foreground: color)
      context.draw(vertical, at: Point(x: width - 1, y: y), foreground: color)
    }
  }
}
