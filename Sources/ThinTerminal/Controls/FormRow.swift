import ThinKit

/// One row of a form: an optional title, a control, and under the control the sentence that
/// says why its input was refused (the control's ``Control/errorText``).
///
/// UIKit leaves this slot to each app (a label under the field, or a table section's footer);
/// here it has one place. The root view lays rows out, one under another, and whoever checks
/// the input sets the control's `errorText`: the row shows it in the theme's
/// `invalidIndicator` color (or ``errorTextColor``), from the column where a field's text
/// starts, wrapped to the row's width, and clears it when it goes. A row is one line for the
/// control and at least one for the sentence, blank while there is none, so that a sentence
/// appearing moves nothing below it; a longer one wraps, and the row grows (its superview
/// lays out again).
///
/// The control gets the width its `sizeThatFits` asks for after the title (a field, all of
/// it; a switch, its own), all of it when it asks for none.
@MainActor
open class FormRow: View {
  /// The control the row holds, as a subview.
  public let control: Control

  /// The words before the control ("Task", "Due"); nil for none (the control starts at the
  /// row's left edge).
  public var title: String? {
    didSet {
      titleLabel.text = title ?? ""
      setNeedsLayout()
    }
  }

  /// The columns before the control when there is a title, the same in every row of a form
  /// so their controls line up; nil gives the title's own width and one column.
  public var titleWidth: Int? {
    didSet { setNeedsLayout() }
  }

  /// The sentence's color; nil uses the theme's `invalidIndicator`, the invalid dot's.
  public var errorTextColor: Color? {
    didSet { themeDidChange() }
  }

  private let titleLabel = Label()
  private let errorLabel = Label()

  public init(title: String? = nil, control: Control, titleWidth: Int? = nil) {
    self.control = control
    self.title = title
    self.titleWidth = titleWidth
    super.init(frame: .zero)
    titleLabel.text = title ?? ""
    errorLabel.numberOfLines = 0
    errorLabel.text = control.errorText ?? ""
    for subview in [titleLabel, control, errorLabel] { addSubview(subview) }
    themeDidChange()
  }

  /// As wide as offered; one line for the control and as many as the sentence takes under it,
  /// at least one.
  override open func sizeThatFits(_ size: Size) -> Size {
    let width = max(0, size.width - controlX - 1)
    let lines =
      errorLabel.text.isEmpty
      ? 1 : errorLabel.sizeThatFits(Size(width: width, height: Size.unbounded.height)).height
    return Size(width: size.width, height: min(size.height, 1 + max(1, lines)))
  }

  /// The title at the left, the control after it, the sentence under the control.
  override open func layoutSubviews() {
    titleLabel.frame = Rect(x: 0, y: 0, width: max(0, controlX - 1), height: 1)
    let width = max(0, bounds.width - controlX)
    let fitting = control.sizeThatFits(Size(width: width, height: 1)).width
    control.frame = Rect(
      x: controlX, y: 0, width: fitting > 0 ? min(fitting, width) : width, height: 1)
    // One cell in, where a field's text starts.
    errorLabel.frame = Rect(
      x: controlX + 1, y: 1, width: max(0, width - 1), height: max(0, bounds.height - 1))
  }

  /// The sentence takes ``errorTextColor``, else the new theme's invalid-input color.
  override open func themeDidChange() {
    errorLabel.textColor = errorTextColor ?? theme.invalidIndicator
  }

  /// The column the control starts in.
  private var controlX: Int {
    guard let title else { return 0 }
    return titleWidth ?? TextWidth.columns(of: title) + 1
  }

  /// The control's sentence changed: show it, and let the form make room for it.
  func controlErrorTextDidChange() {
    errorLabel.text = control.errorText ?? ""
    setNeedsLayout()
    superview?.setNeedsLayout()
  }
}
