extension ANSIScreenEmulator {
  /// Grapheme widths of terminals that count differently from the layout (``TextWidth``), for
  /// tests and fuzzing that play one.
  package enum Widths {
    /// tmux 3.3a, as measured: VS16 is ignored (❤️ 1, 🏳️‍🌈 1), a skin-tone modifier is drawn
    /// on its own (👍🏽 4), the rest of a ZWJ sequence joins its first emoji (👩‍👩‍👧‍👦 2), a
    /// flag takes 2, ambiguous characters 1.
    package static let tmux: @Sendable (Character) -> Int = { character in
      guard let kind = DisputedWidth.of(character), let first = character.unicodeScalars.first
      else { return TextWidth.columns(of: character) }
      switch kind {
      case .skinTone:
        return character.unicodeScalars.prefix { $0.value != 0x200D }
          .reduce(0) { $0 + TextWidth.columns(of: Character($1)) }
      case .flag:
        return character.unicodeScalars.count > 1 ? 2 : 1
      case .ambiguous:
        return 1
      case .emojiVariation, .joinedEmoji, .joinedEmojiVariation, .otherEmoji:
        return TextWidth.columns(of: Character(first))
      }
    }

    /// A terminal that draws every part of a sequence on its own, 2 columns each, and
    /// ambiguous characters 2 wide (a CJK locale): wider than the layout for every kind.
    package static let wide: @Sendable (Character) -> Int = { character in
      DisputedWidth.of(character) == nil
        ? TextWidth.columns(of: character) : DisputedWidth.maximumColumns(of: character)
    }

    /// A terminal that draws every disputed grapheme 1 column wide.
    package static let narrow: @Sendable (Character) -> Int = { character in
      DisputedWidth.of(character) == nil ? TextWidth.columns(of: character) : 1
    }
  }
}
