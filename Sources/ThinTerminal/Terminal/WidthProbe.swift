import ThinKit

/// Measures how wide a terminal draws each kind of ``DisputedWidth``: writes one sample of each
/// at the start of the second row, each followed by a cursor position request (`ESC [ 6 n`), and
/// reads the column of each answer as that sample's width.
///
/// The answers arrive as input, in the order asked, a few milliseconds later on a local
/// terminal; `ANSITerminal` collects them without blocking and gives up after ``timeout``,
/// keeping whatever came (a terminal that never answers leaves every kind unmeasured). The
/// second row, because a report for the first (`ESC [ 1 ; n R`) reads like modified F3.
package struct WidthProbe: Sendable {
  /// How long answers may take: a local terminal answers within milliseconds, ssh within a
  /// round trip. The screen is drawn meanwhile, and again once the widths are known.
  package static let timeout: Duration = .milliseconds(500)

  /// The row the samples are written on, zero-based.
  package static let row = 1

  /// The kinds measured, in the order asked.
  package static let kinds = DisputedWidth.allCases.filter { $0.sample != nil }

  /// Widths past this are no answer to a one-grapheme sample (a terminal that printed the
  /// sample's parts as escapes): they are left unmeasured.
  package static let maximumWidth = 8

  /// The bytes that ask: each sample at the start of the probe row, then where the cursor went;
  /// the screen is cleared after, for the first frame.
  package static var request: [UInt8] {
    var bytes: [UInt8] = []
    for kind in kinds {
      bytes.appendCSI()
      bytes.appendDecimal(row + 1)
      bytes.append("H")
      bytes.append(contentsOf: (kind.sample ?? "").utf8)
      bytes.append("\u{1B}[6n")
    }
    bytes.append("\u{1B}[2J")
    return bytes
  }

  /// The answers so far, zero-based.
  package private(set) var reports: [Point] = []

  package init() {}

  /// Whether every answer has come.
  package var isComplete: Bool { reports.count >= Self.kinds.count }

  /// Adds the next answer.
  package mutating func receive(_ report: Point) {
    guard !isComplete else { return }
    reports.append(report)
  }

  /// The widths of the kinds answered so far. An answer from another row (a terminal of one
  /// row) or out of range leaves its kind unmeasured.
  package var widths: MeasuredWidths {
    var widths = MeasuredWidths()
    for (kind, report) in zip(Self.kinds, reports)
    where report.y == Self.row && report.x <= Self.maximumWidth {
      widths[kind] = report.x
    }
    return widths
  }
}
