import Testing

@testable import ThinKit

@MainActor
@Suite struct FormBehaviorTests {
  private let time = TestTime()
  private let window = SpyWindow()

  /// Counts what the form told its delegate.
  @MainActor final class Owner: FormBehaviorDelegate {
    var submits = 0
    var cancels = 0
    func formDidSubmit(_ form: FormBehavior) async { submits += 1 }
    func formDidCancel(_ form: FormBehavior) { cancels += 1 }
  }

  /// Fields a, b, c, d where b cannot take focus (disabled).
  private func makeFields() -> [SpyControl] {
    let fields = ["a", "b", "c", "d"].map {
      SpyControl($0, clock: time.animationClock, window: window)
    }
    fields[1].canBecomeFirstResponder = false
    return fields
  }

  /// A form of `fields`; `owner`, when a test reads what the form tells it (held weakly).
  private func makeForm(_ fields: [SpyControl], owner: Owner? = nil) -> FormBehavior {
    let form = FormBehavior(fields: fields)
    form.delegate = owner
    return form
  }

  private var focused: String? { window.firstResponder?.name }

  @Test func nextSkipsAnUnfocusableFieldAndWrapsAround() {
    let fields = makeFields()
    let form = makeForm(fields)
    var order: [String?] = []
    for _ in 0..<4 {
      #expect(form.next())
      order.append(focused)
    }
    #expect(order == ["a", "c", "d", "a"])
  }

  @Test func previousSkipsAnUnfocusableFieldAndWrapsAround() {
    let fields = makeFields()
    let form = makeForm(fields)
    var order: [String?] = []
    for _ in 0..<4 {
      #expect(form.previous())
      order.append(focused)
    }
    #expect(order == ["d", "c", "a", "d"])
    #expect(form.focusedIndex == 3)
  }

  @Test func returnMovesOnAndReturnOnTheLastSubmits() async {
    let fields = makeFields()
    let owner = Owner()
    let form = makeForm(fields, owner: owner)
    fields[0].becomeFirstResponder()
    fields[0].sendActions(for: .editingDidEndOnExit)
    #expect(focused == "c")
    fields[2].sendActions(for: .editingDidEndOnExit)
    #expect(focused == "d")
    #expect(!form.isBusy)
    fields[3].sendActions(for: .editingDidEndOnExit)
    #expect(form.isBusy)
    await form.currentSubmission?.value
    #expect(owner.submits == 1)
    #expect(!form.isBusy)
  }

  @Test func returnOnTheLastFocusableFieldSubmitsWhenLaterOnesCannotTakeFocus() async {
    let fields = makeFields()
    fields[3].canBecomeFirstResponder = false
    let owner = Owner()
    let form = makeForm(fields, owner: owner)
    fields[2].becomeFirstResponder()
    fields[2].sendActions(for: .editingDidEndOnExit)
    await form.currentSubmission?.value
    #expect(owner.submits == 1)
    #expect(focused == "c")
  }

  @Test func returnWhileBusySubmitsExactlyOnce() async {
    let fields = makeFields()
    let owner = Owner()
    let form = makeForm(fields, owner: owner)
    fields[3].becomeFirstResponder()
    fields[3].sendActions(for: .editingDidEndOnExit)
    fields[3].sendActions(for: .editingDidEndOnExit)
    #expect(form.submit() == nil)
    await form.currentSubmission?.value
    #expect(owner.submits == 1)
    // Once the submit has ended the form takes a new one.
    await form.submit()?.value
    #expect(owner.submits == 2)
  }

  @Test func busySetByTheViewBlocksSubmitButNotCancel() async {
    let owner = Owner()
    let form = makeForm(makeFields(), owner: owner)
    form.isBusy = true
    #expect(form.submit() == nil)
    form.cancel()
    #expect(owner.submits == 0)
    #expect(owner.cancels == 1)
  }

  @Test func endEditingResignsTheFocusedField() {
    let form = makeForm(makeFields())
    form.next()
    form.endEditing()
    #expect(focused == nil)
    #expect(form.focusedIndex == nil)
  }

  @Test func aFormWithoutFocusableFieldsMovesNowhere() {
    let fields = makeFields()
    for field in fields { field.canBecomeFirstResponder = false }
    let form = makeForm(fields)
    #expect(!form.next())
    #expect(!form.previous())
    #expect(!makeForm([]).next())
    #expect(focused == nil)
  }
}
