/// How many columns a terminal gives each kind of grapheme it disagrees on with the layout, as
/// the width probe measured them; empty until measured, and when the terminal did not answer.
public struct MeasuredWidths: Hashable, Sendable {
  private var columns: [DisputedWidth: Int]

  /// Widths by kind; kinds left out are unknown.
  public init(_ columns: [DisputedWidth: Int] = [:]) {
    self.columns = columns
  }

  /// The columns the terminal gives graphemes of `kind`, or nil when unknown.
  public subscript(kind: DisputedWidth) -> Int? {
    get { columns[kind] }
    set { columns[kind] = newValue }
  }

  /// Whether nothing was measured.
  public var isEmpty: Bool { columns.isEmpty }
}
