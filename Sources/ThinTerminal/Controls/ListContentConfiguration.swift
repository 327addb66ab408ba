/// What one row of a ``ListView`` shows, as `UIListContentConfiguration` with a cell's
/// accessory: a value the data source returns for each visible row.
public struct ListContentConfiguration: Hashable, Sendable {
  /// A mark at the row's trailing edge, as `UITableViewCell.AccessoryType`.
  public enum Accessory: Hashable, Sendable {
    case none
    /// ✓
    case checkmark
    /// ›
    case disclosureIndicator
  }

  /// The main text, cut with "…" when too long.
  public var text: String
  /// Text at the trailing edge in the theme's secondary color (a due date, a description),
  /// two columns clear of ``text``. A long one is cut with "…", or left out, rather than cut
  /// ``text``; one that fits whole in half the row stays whole, and a long ``text`` gives way.
  public var secondaryText: String?
  /// A leading glyph.
  public var image: String?
  public var accessory: Accessory
  /// Keeps the accessory's width but draws nothing there, as a `UICellAccessory` hidden with a
  /// reserved layout width: rows with and without a check mark keep their secondary texts in
  /// one column.
  public var isAccessoryHidden: Bool
  /// Draws the text in the theme's secondary color (a finished task).
  public var isDimmed: Bool

  public init(
    text: String, secondaryText: String? = nil, image: String? = nil,
    accessory: Accessory = .none, isAccessoryHidden: Bool = false, isDimmed: Bool = false
  ) {
    self.text = text
    self.secondaryText = secondaryText
    self.image = image
    self.accessory = accessory
    self.isAccessoryHidden = isAccessoryHidden
    self.isDimmed = isDimmed
  }
}
