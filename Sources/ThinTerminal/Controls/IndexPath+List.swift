import Foundation

extension IndexPath {
  /// The path of a row in a section, as UIKit's `IndexPath(row:section:)`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section: the first index (0 for an empty path).
  public var section: Int {
    get { isEmpty ? 0 : self[0] }
    set {
      if isEmpty { self = IndexPath(row: 0, section: newValue) } else { self[0] = newValue }
    }
  }

  /// The row in the section: the second index (0 when missing).
  public var row: Int {
    get { count > 1 ? self[1] : 0 }
    set { self = IndexPath(row: newValue, section: section) }
  }
}
