extension TextField {
  /// Inserts `text` at the cursor: one line (line breaks become spaces, control characters are
  /// dropped), cut to what ``maxLength`` leaves room for.
  public func insertText(_ text: String) {
    // Past what the limit leaves room for, one character is enough to know it was cut: a
    // megabyte pasted into a short field costs no more than the field holds.
    let room = maxLength.map { max(0, $0 - characters.count) + 1 }
    let inserted = TextField.singleLine(text, limit: room ?? Int.max)
    guard !inserted.isEmpty else { return }
    replaceCharacters(in: cursorOffset..<cursorOffset, with: inserted)
  }

  /// Whether characters typed together may go in as one edit, which nothing could tell from
  /// keys typed one at a time: no delegate to ask character by character, no subclass that
  /// may take keys itself.
  var typesRunsAtOnce: Bool { delegate == nil && Swift.type(of: self) == TextField.self }

  /// Inserts printable characters typed as keys, as typing them one by one would (each at the
  /// cursor, joining its neighbours): in one edit, with one `.editingChanged`, unless a
  /// ``maxLength`` cuts them, where each counts as it joins.
  func type(_ characters: [Character]) {
    guard maxLength == nil else {
      for character in characters {
        replaceCharacters(in: cursorOffset..<cursorOffset, with: [character])
      }
      return
    }
    replaceCharacters(in: cursorOffset..<cursorOffset, with: characters)
  }

  /// Deletes the character before the cursor.
  public func deleteBackward() {
    guard cursorOffset > 0 else { return }
    replaceCharacters(in: cursorOffset - 1..<cursorOffset, with: [])
  }

  /// Handles an editing key; false for keys that go up the responder chain.
  func handleEditingKey(_ press: KeyPress) -> Bool {
    let modifiers = press.modifiers
    if handleWordKey(press) { return true }
    switch press.key {
    case .character(let character) where modifiers.isSubset(of: .shift):
      // A key is one printable character (a key event never holds a control character): it
      // needs none of a paste's line handling.
      if character.isNewline || character.unicodeScalars.contains(where: \.isControl) {
        insertText(String(character))
      } else {
        replaceCharacters(in: cursorOffset..<cursorOffset, with: [character])
      }
    case .character(let character) where modifiers == .control:
      return handleControlKey(Character(character.lowercased()))
    case .left where modifiers.isEmpty: cursorOffset -= 1
    case .right where modifiers.isEmpty: cursorOffset += 1
    case .home where modifiers.isEmpty: cursorOffset = 0
    case .end where modifiers.isEmpty: cursorOffset = characters.count
    case .backspace: deleteBackward()
    default:
      return false
    }
    return true
  }

  /// What Return does: asks the delegate, then sends `.editingDidEndOnExit` and
  /// `.primaryActionTriggered`. A key command, so that hints name it by ``returnKeyType``.
  var returnKeyCommand: KeyCommand {
    returnKeyType.keyCommand { [weak self] in
      guard let self, self.delegate?.textFieldShouldReturn(self) ?? true else { return }
      self.sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    }
  }

  /// Ctrl-A/E move to the start/end; Ctrl-U, Ctrl-K and Ctrl-W delete to the start, to the
  /// end, and the word before the cursor.
  private func handleControlKey(_ letter: Character) -> Bool {
    switch letter {
    case "a": cursorOffset = 0
    case "e": cursorOffset = characters.count
    case "u": replaceCharacters(in: 0..<cursorOffset, with: [])
    case "k": replaceCharacters(in: cursorOffset..<characters.count, with: [])
    case "w": replaceCharacters(in: wordStart(before: cursorOffset)..<cursorOffset, with: [])
    default: return false
    }
    return true
  }

  /// Replaces `range` with `replacement` if the delegate agrees and ``maxLength`` leaves
  /// room (cutting the replacement, and telling the delegate), then sends `.editingChanged`.
  func replaceCharacters(in range: Range<Int>, with replacement: [Character]) {
    guard !range.isEmpty || !replacement.isEmpty else { return }
    var replacement = replacement
    var wasCut = false
    defer { if wasCut { delegate?.textFieldDidCutInput(self) } }
    if let maxLength {
      let room = max(0, maxLength - (characters.count - range.count))
      if replacement.count > room {
        replacement.removeLast(replacement.count - room)
        wasCut = true
      }
      guard !range.isEmpty || !replacement.isEmpty else { return }
    }
    let allowed =
      delegate?.textField(
        self, shouldChangeCharactersIn: range, replacementString: String(replacement)) ?? true
    guard allowed else { return }
    characters.replaceSubrange(range, with: replacement)
    cursorOffset = joinGraphemes(around: range.lowerBound..<range.lowerBound + replacement.count)
    sendActions(for: .editingChanged)
  }

  /// The start of the word that ends at `offset`: spaces first, then the word itself (as
  /// readline's `unix-word-rubout`); all of a secure field.
  private func wordStart(before offset: Int) -> Int {
    guard !isSecureTextEntry else { return 0 }
    var start = offset
    while start > 0, characters[start - 1].isWhitespace { start -= 1 }
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    return start
  }

  /// `text` on one line, as a paste into `UITextField` is: each run of line breaks between
  /// words becomes one space (pasted lines stay apart), line breaks at either end are dropped,
  /// a tab becomes a space (`john<TAB>doe` → `john doe`) and other control characters are
  /// dropped.
  /// At most `limit` characters are made: the rest of `text` is not read.
  static func singleLine(_ text: String, limit: Int = Int.max) -> [Character] {
    var line: [Character] = []
    line.reserveCapacity(min(limit, text.utf8.count))
    var isAfterBreak = false
    for var character in text {
      guard line.count < limit else { break }
      if character == "\t" { character = " " }
      if character.isNewline {
        isAfterBreak = !line.isEmpty
      } else if !character.unicodeScalars.contains(where: {
        $0.properties.generalCategory == .control
      }) {
        if isAfterBreak { line.append(" ") }
        isAfterBreak = false
        if line.count < limit { line.append(character) }
      }
    }
    return line
  }
}

extension Unicode.Scalar {
  /// A control character (C0, DEL, C1), which a field never holds.
  fileprivate var isControl: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}
