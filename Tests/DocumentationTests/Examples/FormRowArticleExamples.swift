import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting

/// The form of the views article: one row, and the reason its field was refused under it.
final class AgeFormView: View {
  private let ageField = TextField(placeholder: "Years")
  private let ageRow: FormRow

  override init(frame: Rect = .zero) {
    ageRow = FormRow(title: "Age", control: ageField, titleWidth: 6)
    super.init(frame: frame)
    addSubview(ageRow)
  }

  /// Why the age was refused, under the field; nil clears it.
  var ageProblem: String? {
    get { ageField.errorText }
    set { ageField.errorText = newValue }
  }

  override func layoutSubviews() {
    let height = ageRow.sizeThatFits(bounds.size).height
    ageRow.frame = Rect(x: 2, y: 1, width: bounds.width - 4, height: height)
  }
}

@MainActor
@Suite struct FormRowArticleExamples {
  @Test func viewsAFormRowSaysWhyUnderItsField() {
    let form = AgeFormView()
    let host = TestHost(rootView: form, size: Size(width: 40, height: 8))
    #expect(host.lines[1].hasPrefix("  Age    Years"))
    form.ageProblem = "Ages go up to 150"
    host.app.displayIfNeeded()
    #expect(host.lines[2].hasPrefix("         Ages go up to 150"))
    form.ageProblem = nil
    host.app.displayIfNeeded()
    #expect(!host.text.contains("Ages go up to"))
  }

  @Test func viewsLargeDigitsForAClock() {
    let clock = BlockDigitsView(text: "25:00")
    #expect(clock.sizeThatFits(Size(width: 80, height: 24)) == Size(width: 34, height: 5))
  }
}
