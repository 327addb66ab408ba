/// Text attributes of a cell beyond its colors.
public struct CellStyle: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  public static let bold = CellStyle(rawValue: 1 << 0)
  public static let dim = CellStyle(rawValue: 1 << 1)
  public static let italic = CellStyle(rawValue: 1 << 2)
  public static let underline = CellStyle(rawValue: 1 << 3)
  public static let inverse = CellStyle(rawValue: 1 << 4)

  /// A field's placeholder where color cannot tell it from typed text: dim and italic.
  public static let placeholderWithoutColor: CellStyle = [.dim, .italic]
}
