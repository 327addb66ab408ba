/// The colors and style the terminal writes new text with (what SGR, `ESC [ … m`, sets).
///
/// The renderer keeps the terminal's current rendition and writes only the parameters that
/// differ from the next cell's, so a run of same-styled cells costs one sequence.
struct GraphicRendition: Equatable, Sendable {
  /// nil is the terminal's default color.
  var foreground: TerminalColor?
  var background: TerminalColor?
  var style: CellStyle

  /// What `ESC [ 0 m` leaves: default colors, no style.
  static let reset = GraphicRendition(foreground: nil, background: nil, style: [])

  /// Appends the shortest SGR sequence that changes this rendition into `target`, or nothing
  /// when they are equal.
  func appendTransition(to target: GraphicRendition, into bytes: inout [UInt8]) {
    guard self != target else { return }
    var parameters = ParameterList()
    if target.foreground == nil && foreground != nil
      || target.background == nil && background != nil
    {
      // Going back to a default color: only a reset reaches it, then everything is set anew.
      parameters.add(0, to: &bytes)
      Self.reset.appendChanges(to: target, parameters: &parameters, bytes: &bytes)
    } else {
      appendChanges(to: target, parameters: &parameters, bytes: &bytes)
    }
    if !parameters.isEmpty { bytes.append(UInt8(ascii: "m")) }
  }

  private func appendChanges(
    to target: GraphicRendition, parameters: inout ParameterList, bytes: inout [UInt8]
  ) {
    let removed = style.subtracting(target.style)
    var added = target.style.subtracting(style)
    if !removed.intersection([.bold, .dim]).isEmpty {
      parameters.add(22, to: &bytes)  // clears bold and dim together: re-add the one that stays
      added.formUnion(target.style.intersection([.bold, .dim]))
    }
    if removed.contains(.italic) { parameters.add(23, to: &bytes) }
    if removed.contains(.underline) { parameters.add(24, to: &bytes) }
    if removed.contains(.inverse) { parameters.add(27, to: &bytes) }
    if added.contains(.bold) { parameters.add(1, to: &bytes) }
    if added.contains(.dim) { parameters.add(2, to: &bytes) }
    if added.contains(.italic) { parameters.add(3, to: &bytes) }
    if added.contains(.underline) { parameters.add(4, to: &bytes) }
    if added.contains(.inverse) { parameters.add(7, to: &bytes) }
    if let color = target.foreground, color != foreground {
      parameters.separate(&bytes)
      color.appendParameters(foreground: true, to: &bytes)
    }
    if let color = target.background, color != background {
      parameters.separate(&bytes)
      color.appendParameters(foreground: false, to: &bytes)
    }
  }
}

/// Writes `ESC [` before the first SGR parameter and `;` before each further one.
private struct ParameterList {
  private(set) var isEmpty = true

  mutating func separate(_ bytes: inout [UInt8]) {
    if isEmpty {
      bytes.appendCSI()
      isEmpty = false
    } else {
      bytes.append(UInt8(ascii: ";"))
    }
  }

  mutating func add(_ parameter: Int, to bytes: inout [UInt8]) {
    separate(&bytes)
    bytes.appendDecimal(parameter)
  }
}
