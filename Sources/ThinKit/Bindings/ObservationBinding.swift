import Observation

/// Keeps a view in step with an `@Observable` model: runs an update now and again after each
/// change of what it read, on the main actor.
///
/// ```swift
/// ObservationBinding.bind(viewModel, to: counterView, cycle: cycle) { view, model in
///   view.countText = "\(model.count)"
///   view.isDecrementEnabled = model.canDecrement
/// }
/// ```
///
/// - It re-arms after every update: only the properties the last update read are observed.
/// - A burst of changes in one turn gives one update, with the latest values (see
///   ``UpdateCycle``).
/// - It holds the owner and the model weakly and stops once either is gone: no retain cycle,
///   and no update ever reaches a torn-down owner. Nobody has to keep the binding; keep it to
///   ``cancel()`` earlier.
@MainActor
public final class ObservationBinding {
  private let cycle: UpdateCycle
  // Returns false once the owner or the model is gone.
  private var body: (@MainActor () -> Bool)?
  private var endpointsExist: @MainActor () -> Bool = { false }

  private init(cycle: UpdateCycle) {
    self.cycle = cycle
  }

  /// Binds `model` to `owner`: calls `update` now and after each change of what it read.
  ///
  /// `update` receives both, so it needs to capture neither; capturing the owner strongly in
  /// it would keep the owner alive as long as the model.
  @discardableResult
  public static func bind<Model: Observable & AnyObject, Owner: AnyObject>(
    _ model: Model, to owner: Owner, cycle: UpdateCycle = .main,
    _ update: @escaping @MainActor (Owner, Model) -> Void
  ) -> ObservationBinding {
    let binding = ObservationBinding(cycle: cycle)
    binding.body = { [weak owner, weak model] in
      guard let owner, let model else { return false }
      update(owner, model)
      return true
    }
    binding.endpointsExist = { [weak owner, weak model] in owner != nil && model != nil }
    binding.update()
    return binding
  }

  /// Whether the binding still updates: false after ``cancel()``, or once the owner or the
  /// model has gone.
  public var isActive: Bool { body != nil && endpointsExist() }

  /// Stops updating. An observation already armed fires once more into nothing, then the
  /// binding is released.
  public func cancel() {
    body = nil
  }

  /// Runs the update while tracking what it reads, and re-arms for the next change.
  func update() {
    guard let body else { return }
    var isAlive = true
    withObservationTracking {
      isAlive = body()
    } onChange: { [cycle, self] in
      // Fires before the change, on the mutating thread: only queue; the drain reads the
      // new values later, on the main actor.
      cycle.schedule { self.update() }
    }
    if !isAlive { cancel() }
  }
}
