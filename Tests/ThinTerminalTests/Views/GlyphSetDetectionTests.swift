import Testing

@testable import ThinTerminal

@Suite struct GlyphSetDetectionTests {
  @Test func theLocaleDecidesTheSet() {
    #expect(GlyphSet.detect(environment: ["LANG": "en_US.UTF-8"]) == .unicode)
    #expect(GlyphSet.detect(environment: ["LC_ALL": "C.utf8", "LANG": "C"]) == .unicode)
    #expect(GlyphSet.detect(environment: ["LC_CTYPE": "de_DE.utf-8"]) == .unicode)
    #expect(GlyphSet.detect(environment: ["LC_ALL": "C", "LANG": "en_US.UTF-8"]) == .ascii)
    #expect(GlyphSet.detect(environment: ["LC_ALL": "", "LANG": "C.UTF-8"]) == .unicode)
    #expect(GlyphSet.detect(environment: ["LANG": "POSIX"]) == .ascii)
    #expect(GlyphSet.detect(environment: [:]) == .ascii)
  }

  @Test func everyGlyphOfTheHostHasASymbolInEachSet() {
    for glyph in Glyph.hostGlyphs {
      let unicode = GlyphSet.unicode.symbol(for: glyph)
      let ascii = GlyphSet.ascii.symbol(for: glyph)
      let unicodeIsASCII = unicode.unicodeScalars.allSatisfy { $0.isASCII }
      let asciiIsASCII = ascii.unicodeScalars.allSatisfy { $0.isASCII }
      #expect(unicode.count == 1, "\(glyph) is one grapheme in Unicode")
      #expect(!unicodeIsASCII, "\(glyph) is a symbol")
      #expect(!ascii.isEmpty && asciiIsASCII, "\(glyph) in ASCII")
      #expect(!ascii.contains("\n") && !ascii.contains(" "))
    }
  }

  @Test func theASCIISetStandsInForTheNamedSymbols() {
    // An app's own glyphs (declared by this test target) draw as the host's do.
    #expect(GlyphSet.unicode.symbol(for: .envelope) == "✉")
    #expect(GlyphSet.ascii.symbol(for: .envelope) == "@")
    #expect(GlyphSet.unicode.symbol(for: .lock) == "🔒")
    #expect(GlyphSet.ascii.symbol(for: .lock) == "*")
    #expect(GlyphSet.unicode.symbol(for: .invalidIndicator) == "●")
    #expect(GlyphSet.ascii.symbol(for: .ellipsis) == "...")
  }

  @Test func textIsWrittenInASCIIWhenTheSetIsASCII() {
    let text = "↑/↓ choose · “Tidy” − 3×4 café…"
    #expect(String(text.map(GlyphSet.unicode.displayable)) == text)
    #expect(String(text.map(GlyphSet.ascii.displayable)) == "^/v choose - \"Tidy\" - 3x4 cafe.")
    #expect(GlyphSet.ascii.displayable("Ω") == "?")
    #expect(GlyphSet.ascii.displayable("a") == "a")
  }

  @Test func theActivityFramesTurnInBothSets() {
    #expect(GlyphSet.unicode.activityFrames.count == 10)
    #expect(GlyphSet.ascii.activityFrames == ["|", "/", "-", "\\"])
    #expect(Set(GlyphSet.unicode.activityFrames).count == 10, "no frame repeats")
  }
}
