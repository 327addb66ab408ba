/// Moves focus through an ordered list of fields and submits or cancels the form, so that
/// neither the view controller nor the fields know the order.
///
/// - Next / previous cycle through the fields, skipping those that cannot take focus now.
/// - Return in a field moves to the next field that can take focus; Return in the last one
///   submits.
/// - While ``isBusy`` (a submit in flight) submitting does nothing: a form is never submitted
///   twice.
///
/// A root view calls ``next()`` and ``previous()`` from its key handling (Tab / Down,
/// Shift-Tab / Up) and ``cancel()`` from Esc or a Cancel button. The behavior holds its fields
/// weakly; their Return actions hold the behavior.
@MainActor
public final class FormBehavior {
  private struct WeakField {
    weak var field: (any FormField)?
  }

  private let fields: [WeakField]
  private let submitHandler: @MainActor () async -> Void
  private let cancelHandler: @MainActor () -> Void

  /// True while a submit runs; submitting again does nothing. A view may also set it, for
  /// work the form did not start.
  public var isBusy = false
  /// The submit handler's run while it is in flight, for whoever must wait for it.
  public private(set) var currentSubmission: Task<Void, Never>?

  /// Makes a form of `fields`, in focus order.
  ///
  /// - Parameters:
  ///   - fields: the fields in focus order; the form holds them weakly.
  ///   - returnEvents: the events that mean "Return pressed" in a field.
  ///   - onSubmit: runs on submit; the form is busy until it returns.
  ///   - onCancel: runs on ``cancel()``.
  public init(
    fields: [any FormField],
    returnEvents: ControlEvents = .editingDidEndOnExit,
    onSubmit: @escaping @MainActor () async -> Void,
    onCancel: @escaping @MainActor () -> Void = {}
  ) {
    self.fields = fields.map(WeakField.init)
    submitHandler = onSubmit
    cancelHandler = onCancel
    for (index, field) in fields.enumerated() {
      field.addAction(for: returnEvents) { [self] in self.returnPressed(inFieldAt: index) }
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

  /// Runs the submit handler unless a submit is already running. Returns the task that runs
  /// it, or nil when the form was busy.
  @discardableResult
  public func submit() -> Task<Void, Never>? {
    guard !isBusy else { return nil }
    isBusy = true
    let submission = Task { @MainActor in
      await submitHandler()
      isBusy = false
      currentSubmission = nil
    }
    currentSubmission = submission
    return submission
  }

  /// Runs the cancel handler.
  public func cancel() {
    cancelHandler()
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
