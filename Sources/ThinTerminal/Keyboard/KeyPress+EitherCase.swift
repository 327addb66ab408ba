extension KeyPress {
  /// `character` with `modifiers` as terminals may send it: either case, with or without
  /// Shift (Ctrl-C and Ctrl-Shift-C, Alt-d and Alt-D), each once.
  static func inEitherCase(_ character: Character, with modifiers: KeyModifiers) -> [KeyPress] {
    var presses: [KeyPress] = []
    let cases = [Character(character.lowercased()), Character(character.uppercased())]
    for typed in cases where typed.unicodeScalars.count == 1 {
      for held in [modifiers, modifiers.union(.shift)] {
        let press = KeyPress(.character(typed), modifiers: held)
        if !presses.contains(press) { presses.append(press) }
      }
    }
    return presses
  }
}
