extension TextField {
  /// The word keys of readline and macOS fields: Alt-B/F, Ctrl- or Alt-Left/Right move a word,
  /// Alt-Backspace deletes the word before the cursor, Alt-D the word after it; Ctrl-B/F move a
  /// character and Ctrl-D deletes the one under the cursor. False for other keys, and for an
  /// Alt-letter the screen shows as a shortcut (a bar button's underlined letter): a visible
  /// promise wins over an editing key.
  func handleWordKey(_ press: KeyPress) -> Bool {
    if press.modifiers.contains(.alt), case .character = press.key,
      next?.keyCommandsInEffect.contains(where: { $0.matches(press) }) == true
    {
      return false
    }
    switch (press.key, press.modifiers) {
    case (.character("b"), .alt), (.left, .control), (.left, .alt):
      cursorOffset = wordBoundary(before: cursorOffset)
    case (.character("f"), .alt), (.right, .control), (.right, .alt):
      cursorOffset = wordBoundary(after: cursorOffset)
    case (.backspace, .alt):
      replaceCharacters(in: wordBoundary(before: cursorOffset)..<cursorOffset, with: [])
    case (.character("d"), .alt):
      replaceCharacters(in: cursorOffset..<wordBoundary(after: cursorOffset), with: [])
    case (.character("b"), .control): cursorOffset -= 1
    case (.character("f"), .control): cursorOffset += 1
    case (.character("d"), .control), (.delete, []): deleteForward()
    default: return false
    }
    return true
  }

  /// Deletes the character under the cursor (after it), as Delete and Ctrl-D do.
  public func deleteForward() {
    guard cursorOffset < characters.count else { return }
    replaceCharacters(in: cursorOffset..<cursorOffset + 1, with: [])
  }

  /// The start of the word before `offset`, as readline's `backward-word`: separators first,
  /// then letters and digits. A secure field is one word, so a motion never tells where the
  /// hidden text has spaces.
  func wordBoundary(before offset: Int) -> Int {
    guard !isSecureTextEntry else { return 0 }
    var start = offset
    while start > 0, !TextField.isWordCharacter(characters[start - 1]) { start -= 1 }
    while start > 0, TextField.isWordCharacter(characters[start - 1]) { start -= 1 }
    return start
  }

  /// The end of the word after `offset`, as readline's `forward-word`.
  func wordBoundary(after offset: Int) -> Int {
    guard !isSecureTextEntry else { return characters.count }
    var end = offset
    while end < characters.count, !TextField.isWordCharacter(characters[end]) { end += 1 }
    while end < characters.count, TextField.isWordCharacter(characters[end]) { end += 1 }
    return end
  }

  /// Letters, digits, marks and emoji make words; spaces and punctuation separate them, so
  /// Alt-Backspace after `john.doe@` deletes `doe@`, as in a shell.
  static func isWordCharacter(_ character: Character) -> Bool {
    !(character.isWhitespace || character.isPunctuation || character.isSymbol && character.isASCII)
  }
}
