/// Moves focus through an ordered list of fields and submits or cancels the form, so that
/// neither the view controller nor the fields know the order.
///
/// - Next / previous cycle through the fields, skipping those that cannot take focus now.
/// - Return in a field moves to the next field that can take focus; Return in the last one
///   submits.
/// - While ``isBusy`` (a submit in flight) submitting does nothing: a form is never submitted
///   twice.
///
/// A root view makes it with its fields before `super.init`, keeps it, and becomes its
/// ``delegate`` after; it calls ``next()`` and ``previous()`` from its key handling (Tab /
/// Down, Shift-Tab / Up) and ``cancel()`` from Esc or a Cancel button. As every behavior, it
/// holds its controls weakly and is kept by whoever made it, never by the controls.
@MainActor
public final class FormBehavior {
  private struct WeakField {
    weak var field: (any FormField)?
  }

  /// Hears submit and cancel: the root view, set after its `super.init`.
  public weak var delegate: (any FormBehaviorDelegate)?
  private let fields: [WeakField]

  /// True while a submit runs; submitting again does nothing. A view may also set it, for
  /// work the form did not start.
  public var isBusy = false
  /// The submit handler's run while it is in flight, for whoever must wait for it.
  public private(set) var currentSubmission: Task<Void, Never>?

  /// Makes a form of `fields`, in focus order, holding them weakly; `returnEvents` are the
  /// events that mean "Return pressed" in a field.
  public init(fields: [any FormField], returnEvents: ControlEvents = .editingDidEndOnExit) {
    self.fields = fields.map(WeakField.init)
    for (index, field) in fields.enumerated() {
      field.addAction(for: returnEvents) { [weak self] in self?.returnPressed(inFieldAt: index) }
    }
  }

  /// The index of the field that has focus, if any.
  public var focusedIndex: Int? {
    fields.firstIndex { $0.field?.isFirstResponder == true }
  }

  /// Focuses the next field that can take focus, wrapping after the last; the first one
  /// when none has focus. False when no field could take focus.
  @discardableResult
  public func next() -> Bool {
    let start = focusedIndex ?? -1
    return focusFirst(among: fields.indices.map { (start + 1 + $0) % fields.count })
  }

  /// Focuses the previous field that can take focus, wrapping before the first; the last one
  /// when none has focus. False when no field could take focus.
  @discardableResult
  public func previous() -> Bool {
    let start = focusedIndex ?? fields.count
    let count = fields.count
    return focusFirst(among: fields.indices.map { ((start - 1 - $0) % count + count) % count })
  }

  /// Tells the delegate the form was submitted, unless a submit is already running; the form
  /// is busy until the delegate returns. Returns the task that runs it, or nil when the form
  /// was busy.
  @discardableResult
  public func submit() -> Task<Void, Never>? {
    guard !isBusy else { return nil }
    isBusy = true
    let submission = Task.tracked("the form's submit") { [weak self] in
      guard let self else { return }
      await delegate?.formDidSubmit(self)
      isBusy = false
      currentSubmission = nil
    }
    currentSubmission = submission
    return submission
  }

  /// Tells the delegate the form was cancelled.
  public func cancel() {
    delegate?.formDidCancel(self)
  }

  /// Takes focus away from whichever field has it, as `UIView.endEditing(_:)`.
  public func endEditing() {
    for entry in fields where entry.field?.isFirstResponder == true {
      entry.field?.resignFirstResponder()
    }
  }

  private func returnPressed(inFieldAt index: Int) {
    let laterFields = Array(fields.indices.dropFirst(index + 1))
    if !focusFirst(among: laterFields) { submit() }
  }

  private func focusFirst(among indices: [Int]) -> Bool {
    for index in indices {
      guard let field = fields[index].field, field.canBecomeFirstResponder else { continue }
      if field.isFirstResponder || field.becomeFirstResponder() { return true }
    }
    return false
  }
}
