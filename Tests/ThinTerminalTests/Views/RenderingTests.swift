import Testing
import ThinKit

@testable import ThinTerminal

@Suite @MainActor struct RenderingTests {
  private let red = Color(red: 200, green: 0, blue: 0)

  private func render(_ view: View, size: Size = Size(width: 10, height: 4)) -> CellBuffer {
    ViewRenderer.render(view, into: CellBuffer(size: size), at: .zero)
  }

  @Test func backgroundsFillAndNilIsTransparent() {
    let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 4))
    root.backgroundColor = .white
    let clear = View(frame: Rect(x: 0, y: 0, width: 3, height: 1))
    let filled = View(frame: Rect(x: 3, y: 0, width: 3, height: 1))
    filled.backgroundColor = red
    root.addSubview(clear)
    root.addSubview(filled)
    let frame = render(root)
    #expect(frame[1, 0].background == .white)
    #expect(frame[4, 0].background == red)
  }

  /// Each of these once trapped converting a Double to a cell in `Int(_:)`.
  @Test func transformsNoGridCanShowNeverTrap() {
    let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 4))
    let child = View(frame: Rect(x: 2, y: 1, width: 3, height: 1))
    child.backgroundColor = red
    root.addSubview(child)
    child.transform = Transform(translationX: .nan, y: .nan)
    #expect(render(root)[2, 1].background == red)
    #expect(root.hitTest(Point(x: 2, y: 1)) === child)
    child.transform = Transform(translationX: .infinity, y: -1e300)
    #expect(render(root)[2, 1].background != red)
    #expect(child.convert(Point(x: 0, y: 0), to: nil).x == Int(Int32.max))
    for scale in [Double.infinity, .nan, 1e300] {
      child.transform = Transform(scale: scale)
      _ = render(root)
      _ = root.hitTest(Point(x: 2, y: 1))
      _ = child.convert(Point(x: 1, y: 0), from: nil)
    }
    child.transform = Transform(scale: .nan)
    #expect(render(root)[2, 1].background == red)
    child.transform = Transform(scale: .infinity)
    #expect(render(root)[0, 0].background == red)
  }

  @Test func translucentBackgroundsVeilTheTextUnder() {
    let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 4))
    root.backgroundColor = .white
    let label = Label(text: "text", frame: Rect(x: 0, y: 0, width: 4, height: 1))
    let veil = View(frame: Rect(x: 0, y: 0, width: 10, height: 4))
    veil.backgroundColor = Color.black.withAlpha(0.5)
    root.addSubview(label)
    root.addSubview(veil)
    let frame = render(root)
    #expect(frame.line(0).hasPrefix("text"))
    #expect(frame[0, 0].background == Color(white: 128))
    #expect(frame[0, 0].foreground == .black)
  }

  @Test func clippingHiddenViewsAndOwnDrawingStayInside() {
    let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 4))
    let box = View(frame: Rect(x: 0, y: 0, width: 3, height: 1))
    box.clipsToBounds = true
    let wide = Label(text: "abcdef", frame: Rect(x: 0, y: 0, width: 6, height: 1))
    box.addSubview(wide)
    root.addSubview(box)
    let label = Label(text: "overflowing", frame: Rect(x: 0, y: 1, width: 4, height: 1))
    label.lineBreakMode = .byClipping
    root.addSubview(label)
    let hidden = Label(text: "hidden", frame: Rect(x: 0, y: 2, width: 6, height: 1))
    hidden.isHidden = true
    root.addSubview(hidden)
    let frame = render(root)
    #expect(frame.line(0) == "abc       ")
    #expect(frame.line(1) == "over      ")
    #expect(frame.line(2) == "          ")
  }

  @Test func labelsAlignWrapAndTruncate() {
    let label = Label(text: "Signed in as someone@example.com")
    label.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    #expect(render(label).line(0) == "Signed in…")
    label.textAlignment = .right
    label.text = "Even"
    #expect(render(label).line(0) == "      Even")
    label.textAlignment = .center
    #expect(render(label).line(0) == "   Even   ")
    label.text = "one two three four"
    label.numberOfLines = 0
    label.frame.size = Size(width: 10, height: 4)
    label.textAlignment = .left
    // Lines are centred vertically, as in UILabel.
    #expect(render(label).lines == ["          ", "one two   ", "three four", "          "])
    label.frame.size.height = 1
    label.numberOfLines = 1
    label.lineBreakMode = .byWordWrapping
    #expect(render(label).line(0) == "one two   ")
  }

  @Test func textLayoutRules() {
    func lines(_ text: String, width: Int, maxLines: Int = 0, _ mode: LineBreakMode) -> [String] {
      TextLayout.lines(
        of: text, width: width, maxLines: maxLines, lineBreakMode: mode, ellipsis: "…")
    }
    #expect(lines("a\nb", width: 5, .byWordWrapping) == ["a", "b"])
    #expect(lines("abcdefgh", width: 3, .byCharWrapping) == ["abc", "def", "gh"])
    #expect(lines("Hello\nWorld", width: 20, maxLines: 1, .byTruncatingTail) == ["Hello…"])
    #expect(lines("a verylongword", width: 4, .byWordWrapping) == ["a", "very", "long", "word"])
    #expect(lines("界界界", width: 5, maxLines: 1, .byTruncatingTail) == ["界界…"])
    #expect(lines("abc", width: 0, .byClipping).isEmpty)
  }

  @Test func aWiderEllipsisStillFitsTheWidth() {
    #expect(TextLayout.truncated("Groceries", width: 7, ellipsis: "...") == "Groc...")
    #expect(TextLayout.truncated("Groceries", width: 2, ellipsis: "...") == "..")
    #expect(TextLayout.truncated("Milk", width: 4, ellipsis: "...") == "Milk")
  }

  @Test func glyphsUseThePlaceholderRoleOrTheirTint() {
    let glyph = GlyphView(glyph: .envelope)
    #expect(render(glyph)[0, 0].foreground == Theme.standard.placeholder.blended(over: .black))
    glyph.tintColor = red
    #expect(render(glyph)[0, 0].foreground == red)
  }
}

@Suite @MainActor struct DrawHierarchyTests {
  @Test func aViewDrawsItselfIntoABufferAfterLayingOut() {
    final class Centred: View {
      let label = Label(text: "hi")
      override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(label)
      }
      override func layoutSubviews() {
        label.frame = Rect(x: bounds.width / 2 - 1, y: bounds.height / 2, width: 2, height: 1)
      }
    }
    let view = Centred(frame: Rect(x: 5, y: 5, width: 6, height: 3))
    var buffer = CellBuffer(size: Size(width: 6, height: 3))
    view.drawHierarchy(in: &buffer)
    #expect(buffer.lines == ["      ", "  hi  ", "      "])
  }
}

@Suite @MainActor struct StandaloneControlTests {
  @Test func aControlOutsideAnyWindowDrawsItsThemeBackground() {
    let field = TextField(text: "x")
    field.frame = Rect(x: 0, y: 0, width: 4, height: 1)
    var buffer = CellBuffer(size: Size(width: 4, height: 1))
    field.drawHierarchy(in: &buffer)
    #expect(buffer[2, 0].background == Theme.standard.fieldBackground)
  }
}
