/// Lays its arranged views out in a column or a row, as `UIStackView`.
///
/// Each visible arranged view gets its fitting length along the axis (``View/sizeThatFits(_:)``)
/// and ``spacing`` after it; hidden ones take no room. Across the axis, ``alignment`` fills or
/// places them. Unlike UIKit's `.fill` distribution, no view stretches to take the space left.
@MainActor
open class StackView: View {
  /// The direction views are arranged in, as `NSLayoutConstraint.Axis`.
  public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical
  }

  /// Where views sit across the axis, as `UIStackView.Alignment`.
  public enum Alignment: Hashable, Sendable {
    /// The whole width of a column (height of a row).
    case fill
    /// Left in a column, top in a row, at their fitting size.
    case leading
    case center
    /// Right in a column, bottom in a row.
    case trailing
  }

  public var axis: Axis {
    didSet { setNeedsLayout() }
  }

  /// Cells between neighbouring views.
  public var spacing: Int {
    didSet { setNeedsLayout() }
  }

  public var alignment: Alignment {
    didSet { setNeedsLayout() }
  }

  public private(set) var arrangedSubviews: [View] = []

  public init(
    arrangedSubviews: [View] = [], axis: Axis = .vertical, spacing: Int = 0,
    alignment: Alignment = .fill
  ) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    super.init(frame: .zero)
    for view in arrangedSubviews { addArrangedSubview(view) }
  }

  /// Adds `view` at the end, as a subview too.
  public func addArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.append(view)
    addSubview(view)
  }

  /// Stops arranging `view` and removes it from the stack. (UIKit's keeps it as a subview; here
  /// a view is in the stack exactly while it is arranged.)
  public func removeArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    if view.superview === self { view.removeFromSuperview() }
    setNeedsLayout()
  }

  /// An arranged view that leaves the stack (removed, or added to another view) is no longer
  /// arranged, as in UIKit.
  override func subviewWillDetach(_ subview: View) {
    arrangedSubviews.removeAll { $0 === subview }
    setNeedsLayout()
  }

  override open func layoutSubviews() {
    let vertical = axis == .vertical
    let cross = vertical ? bounds.width : bounds.height
    var position = 0
    for view in arrangedSubviews where !view.isHidden {
      let remaining = max(0, (vertical ? bounds.height : bounds.width) - position)
      let fitting = view.sizeThatFits(
        vertical
          ? Size(width: cross, height: remaining) : Size(width: remaining, height: cross))
      let length = min(vertical ? fitting.height : fitting.width, remaining)
      let breadth =
        alignment == .fill ? cross : min(vertical ? fitting.width : fitting.height, cross)
      let offset: Int
      switch alignment {
      case .fill, .leading: offset = 0
      case .center: offset = (cross - breadth) / 2
      case .trailing: offset = cross - breadth
      }
      view.frame =
        vertical
        ? Rect(x: offset, y: position, width: breadth, height: length)
        : Rect(x: position, y: offset, width: length, height: breadth)
      position += length + spacing
    }
  }

  /// The sum of the fitting lengths and spacing along the axis, the largest across it.
  override open func sizeThatFits(_ size: Size) -> Size {
    let vertical = axis == .vertical
    let sizes = arrangedSubviews.filter { !$0.isHidden }.map { $0.sizeThatFits(size) }
    let along =
      sizes.map { vertical ? $0.height : $0.width }.reduce(0, +)
      + max(0, sizes.count - 1) * spacing
    let across = sizes.map { vertical ? $0.width : $0.height }.max() ?? 0
    let result = vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    return Size(width: min(result.width, size.width), height: min(result.height, size.height))
  }
}
