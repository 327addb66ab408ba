/// How many terminal columns text occupies, grapheme by grapheme, as terminals draw it.
///
/// Terminals lay out scalar by scalar (the C library's `wcwidth`): a wide or fullwidth scalar
/// takes two columns, a combining mark, a format character (a joiner, a variation selector) or
/// a Hangul syllable's vowel or final consonant none, every other one column. They do not join
/// what a grapheme cluster joins beyond that: an Indic conjunct (`क्ष`, one `Character` since
/// Unicode 15.1) takes a column per consonant, a letter a lone joiner follows keeps its own.
/// Only emoji sequences are drawn whole, as one wide cell (👩‍👩‍👧‍👦, 🇫🇷, ❤️); how wide each
/// terminal really draws them is ``DisputedWidth``'s business.
public enum TextWidth {
  /// The columns one grapheme cluster occupies: the sum of its scalars' columns, or, for an
  /// emoji sequence, 2 (1 for a text-style symbol without VS16, as 🏳‍🌈).
  public static func columns(of character: Character) -> Int {
    if let byte = character.singleByte { return byte >= 0x20 && byte != 0x7F ? 1 : 0 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    // One scalar (most non-ASCII text: CJK, a lone emoji, an accented letter) takes its own
    // columns, an emoji shown as emoji included.
    if character.utf8.count == UTF8.width(first) { return columns(of: first) }
    return columns(of: scalars, first: first)
  }

  /// The columns of the grapheme made of `scalars`, which start with `first`.
  static func columns(of scalars: Character.UnicodeScalarView, first: Unicode.Scalar) -> Int {
    if isEmojiSequence(scalars) {
      return first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}")
        ? 2 : columns(of: first)
    }
    return scalars.reduce(0) { $0 + columns(of: $1) }
  }

  /// The columns a string occupies.
  public static func columns(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// The longest prefix of `text` that fits in `width` columns.
  public static func prefix(of text: String, fitting width: Int) -> Substring {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let columns = columns(of: text[index])
      if used + columns > width { break }
      used += columns
      end = text.index(after: index)
    }
    return text[..<end]
  }

  /// The columns one scalar takes on its own, as `wcwidth` counts: 0, 1 or 2.
  public static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }
    if isWide(value) || (mayBeEmoji(value) && scalar.properties.isEmojiPresentation) { return 2 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator,
      .paragraphSeparator:
      return 0
    default:
      // A Hangul syllable written as jamo takes the columns of its leading consonant.
      return (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) ? 0 : 1
    }
  }

  /// Whether terminals draw the scalars as one emoji rather than one by one: an emoji shown as
  /// emoji (🙂, a flag's regional indicators), or a symbol that has an emoji form followed by
  /// VS16, a joiner, a skin tone, a tag or a keycap (❤️, 🏳️‍🌈, ☝🏽, 1️⃣).
  static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
    guard let first = scalars.first, mayBeEmoji(first.value) else { return false }
    let properties = first.properties
    if properties.isEmojiPresentation { return true }
    guard properties.isEmoji, scalars.count > 1 else { return false }
    return scalars.dropFirst().contains { scalar in
      switch scalar.value {
      case 0xFE0F, 0x200D, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: true
      default: false
      }
    }
  }

  /// Whether a scalar of this value can be an emoji (Unicode's Emoji property, which every
  /// Emoji_Presentation scalar has): false outside these ranges, which TextWidthTests checks for
  /// every scalar. It spares the property look-up, the costly part of a width, for letters,
  /// marks and CJK.
  static func mayBeEmoji(_ value: UInt32) -> Bool {
    switch value {
    case 0x23, 0x2A, 0x30...0x39, 0xA9, 0xAE, 0x203C...0x3299, 0x1F000...0x1FAFF: true
    default: false
    }
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges outside the emoji shown as emoji, caught
  /// above. Symbols among the emoji blocks that are text by default (🏳 U+1F3F3, 🌡 U+1F321) are
  /// narrow.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
    0x23F3...0x23F3, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
    0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF,
    0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x1F300...0x1F320, 0x1F32D...0x1F335,
    0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0,
    0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D,
    0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4,
    0x1F5FB...0x1F64F, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    ranges(wideRanges, contain: value)
  }

  /// Whether sorted, disjoint `ranges` contain `value`: a binary search.
  static func ranges(_ ranges: [ClosedRange<UInt32>], contain value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = ranges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}

extension Character {
  /// The character's one byte, when it is a single ASCII byte: cheaper to ask than `isASCII`,
  /// which decodes the first scalar. nil for `"\r\n"`, the one ASCII grapheme of two bytes.
  var singleByte: UInt8? {
    let utf8 = utf8
    return utf8.count == 1 ? utf8.first : nil
  }
}
