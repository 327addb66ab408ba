/// The kinds of grapheme whose width terminals disagree on, so that the renderer can keep each
/// one inside the cells the layout gave it.
///
/// The layout counts with ``TextWidth``; terminals count with tables of their own. They agree
/// on ASCII, CJK and single emoji, and disagree on these: tmux 3.3a draws ❤️ 1 column wide and
/// 👍🏽 4 where kitty, WezTerm and iTerm2 draw both 2, and a terminal in a CJK locale draws
/// ambiguous characters (─ • … é) 2 wide. A terminal's width for one grapheme of a kind stands
/// for the whole kind, which is what the width probe measures.
public enum DisputedWidth: Hashable, Sendable, CaseIterable {
  /// A symbol that is text by default, made emoji by VS16 (❤️, ⚠️, 1️⃣).
  case emojiVariation
  /// An emoji with a skin-tone modifier (👍🏽), also inside a ZWJ sequence (👩🏽‍💻).
  case skinTone
  /// A ZWJ sequence that starts with an emoji (👩‍👩‍👧‍👦).
  case joinedEmoji
  /// A ZWJ sequence that starts with a VS16 symbol (🏳️‍🌈).
  case joinedEmojiVariation
  /// Regional indicators: a flag (🇫🇷) or a lone letter.
  case flag
  /// An East Asian Ambiguous character: 1 column, or 2 in CJK locales (─ • … é).
  case ambiguous
  /// Other emoji sequences (tag sequences such as 🏴󠁧󠁢󠁳󠁣󠁴󠁿): no representative measures them.
  case otherEmoji

  /// A grapheme of the kind, to measure the terminal with; nil for ``otherEmoji``.
  public var sample: String? {
    switch self {
    case .emojiVariation: "\u{2764}\u{FE0F}"
    case .skinTone: "\u{1F44D}\u{1F3FD}"
    case .joinedEmoji: "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    case .joinedEmojiVariation: "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}"
    case .flag: "\u{1F1EB}\u{1F1F7}"
    case .ambiguous: "\u{2500}"
    case .otherEmoji: nil
    }
  }

  /// The kind of `character`, or nil when terminals agree on its width (ASCII, CJK, a single
  /// emoji, a letter with combining marks, an Indic conjunct, a letter before a lone joiner).
  public static func of(_ character: Character) -> DisputedWidth? {
    // "\r\n", the one ASCII grapheme of two bytes, is no emoji nor ambiguous either.
    if character.singleByte != nil { return nil }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return nil }
    // One scalar (most non-ASCII text) is an emoji of a kind only as a lone regional
    // indicator; that spares the emoji property's look-up. A lone skin tone is none: every
    // terminal draws it 2 wide, as the layout does (tmux's 4 for 👍🏽 is emoji and tone apart).
    if character.utf8.count == UTF8.width(first) {
      switch first.value {
      case 0x1F1E6...0x1F1FF: return .flag
      default: return isAmbiguous(first.value) ? .ambiguous : nil
      }
    }
    return of(scalars, first: first)
  }

  /// The kind of the grapheme made of `scalars`, which start with `first`.
  static func of(_ scalars: Character.UnicodeScalarView, first: Unicode.Scalar) -> DisputedWidth? {
    guard TextWidth.isEmojiSequence(scalars) else {
      return isAmbiguous(first.value) ? .ambiguous : nil
    }
    var hasJoiner = false
    var hasSelector = false
    var hasTag = false
    var previousIsJoiner = false
    for (offset, scalar) in scalars.enumerated() {
      switch scalar.value {
      case 0x1F3FB...0x1F3FF where offset > 0: return .skinTone  // a tone alone is agreed on
      case 0x1F1E6...0x1F1FF: return .flag
      case 0xFE0F: hasSelector = true
      case 0xE0020...0xE007F: hasTag = true
      default:
        // A joiner joins only an emoji after it; one at the end is not written at all.
        if previousIsJoiner, scalar.properties.isEmoji { hasJoiner = true }
      }
      previousIsJoiner = scalar.value == 0x200D
    }
    if hasJoiner {
      return first.properties.isEmojiPresentation ? .joinedEmoji : .joinedEmojiVariation
    }
    if hasTag { return .otherEmoji }
    if hasSelector { return .emojiVariation }
    return isAmbiguous(first.value) ? .ambiguous : nil
  }

  /// The most columns any terminal could give `character`: 2 for each scalar that is not
  /// zero-width, as a terminal that draws every part of a sequence on its own does. Cells up
  /// to there may be overdrawn when the terminal's width is unknown.
  static func maximumColumns(of character: Character) -> Int {
    var columns = 0
    for scalar in character.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format, .control: continue
      default: columns += scalar.isASCII ? 1 : 2
      }
    }
    return columns
  }

  /// East Asian Width "A" (Unicode 14), marks and format characters left out: they take the
  /// width of the character they follow.
  private static let ambiguousRanges: [ClosedRange<UInt32>] = [
    0xA1...0xA1, 0xA4...0xA4, 0xA7...0xA8, 0xAA...0xAA, 0xAE...0xAE, 0xB0...0xB4, 0xB6...0xBA,
    0xBC...0xBF, 0xC6...0xC6, 0xD0...0xD0, 0xD7...0xD8, 0xDE...0xE1, 0xE6...0xE6, 0xE8...0xEA,
    0xEC...0xED, 0xF0...0xF0, 0xF2...0xF3, 0xF7...0xFA, 0xFC...0xFC, 0xFE...0xFE, 0x101...0x101,
    0x111...0x111, 0x113...0x113, 0x11B...0x11B, 0x126...0x127, 0x12B...0x12B, 0x131...0x133,
    0x138...0x138, 0x13F...0x142, 0x144...0x144, 0x148...0x14B, 0x14D...0x14D, 0x152...0x153,
    0x166...0x167, 0x16B...0x16B, 0x1CE...0x1CE, 0x1D0...0x1D0, 0x1D2...0x1D2, 0x1D4...0x1D4,
    0x1D6...0x1D6, 0x1D8...0x1D8, 0x1DA...0x1DA, 0x1DC...0x1DC, 0x251...0x251, 0x261...0x261,
    0x2C4...0x2C4, 0x2C7...0x2C7, 0x2C9...0x2CB, 0x2CD...0x2CD, 0x2D0...0x2D0, 0x2D8...0x2DB,
    0x2DD...0x2DD, 0x2DF...0x2DF, 0x391...0x3A1, 0x3A3...0x3A9, 0x3B1...0x3C1, 0x3C3...0x3C9,
    0x401...0x401, 0x410...0x44F, 0x451...0x451, 0x2010...0x2010, 0x2013...0x2016,
    0x2018...0x2019, 0x201C...0x201D, 0x2020...0x2022, 0x2024...0x2027, 0x2030...0x2030,
    0x2032...0x2033, 0x2035...0x2035, 0x203B...0x203B, 0x203E...0x203E, 0x2074...0x2074,
    0x207F...0x207F, 0x2081...0x2084, 0x20AC...0x20AC, 0x2103...0x2103, 0x2105...0x2105,
    0x2109...0x2109, 0x2113...0x2113, 0x2116...0x2116, 0x2121...0x2122, 0x2126...0x2126,
    0x212B...0x212B, 0x2153...0x2154, 0x215B...0x215E, 0x2160...0x216B, 0x2170...0x2179,
    0x2189...0x2189, 0x2190...0x2199, 0x21B8...0x21B9, 0x21D2...0x21D2, 0x21D4...0x21D4,
    0x21E7...0x21E7, 0x2200...0x2200, 0x2202...0x2203, 0x2207...0x2208, 0x220B...0x220B,
    0x220F...0x220F, 0x2211...0x2211, 0x2215...0x2215, 0x221A...0x221A, 0x221D...0x2220,
    0x2223...0x2223, 0x2225...0x2225, 0x2227...0x222C, 0x222E...0x222E, 0x2234...0x2237,
    0x223C...0x223D, 0x2248...0x2248, 0x224C...0x224C, 0x2252...0x2252, 0x2260...0x2261,
    0x2264...0x2267, 0x226A...0x226B, 0x226E...0x226F, 0x2282...0x2283, 0x2286...0x2287,
    0x2295...0x2295, 0x2299...0x2299, 0x22A5...0x22A5, 0x22BF...0x22BF, 0x2312...0x2312,
    0x2460...0x24E9, 0x24EB...0x254B, 0x2550...0x2573, 0x2580...0x258F, 0x2592...0x2595,
    0x25A0...0x25A1, 0x25A3...0x25A9, 0x25B2...0x25B3, 0x25B6...0x25B7, 0x25BC...0x25BD,
    0x25C0...0x25C1, 0x25C6...0x25C8, 0x25CB...0x25CB, 0x25CE...0x25D1, 0x25E2...0x25E5,
    0x25EF...0x25EF, 0x2605...0x2606, 0x2609...0x2609, 0x260E...0x260F, 0x261C...0x261C,
    0x261E...0x261E, 0x2640...0x2640, 0x2642...0x2642, 0x2660...0x2661, 0x2663...0x2665,
    0x2667...0x266A, 0x266C...0x266D, 0x266F...0x266F, 0x269E...0x269F, 0x26BF...0x26BF,
    0x26C6...0x26CD, 0x26CF...0x26D3, 0x26D5...0x26E1, 0x26E3...0x26E3, 0x26E8...0x26E9,
    0x26EB...0x26F1, 0x26F4...0x26F4, 0x26F6...0x26F9, 0x26FB...0x26FC, 0x26FE...0x26FF,
    0x273D...0x273D, 0x2776...0x277F, 0x2B56...0x2B59, 0x3248...0x324F, 0xE000...0xF8FF,
    0xFFFD...0xFFFD, 0x1F100...0x1F10A, 0x1F110...0x1F12D, 0x1F130...0x1F169, 0x1F170...0x1F18D,
    0x1F18F...0x1F190, 0x1F19B...0x1F1AC, 0xF0000...0xFFFFD, 0x100000...0x10FFFD,
  ]

  private static func isAmbiguous(_ value: UInt32) -> Bool {
    TextWidth.ranges(ambiguousRanges, contain: value)
  }
}
