import ThinKit

/// Carries the model's state to the view: the count's text, "Even"/"Odd" and its color class.
///
/// It renders now and after every change of the model, and holds the view weakly: once the
/// view or the presenter is gone, no update is made.
@MainActor
public final class CounterPresenter {
  private weak var view: (any CounterDisplaying)?
  private var binding: ObservationBinding?

  /// Starts rendering `counter` into `view`, through `cycle` (the main run-loop turn by default).
  public init(counter: Counter, view: any CounterDisplaying, cycle: UpdateCycle = .main) {
    self.view = view
    binding = ObservationBinding.bind(counter, to: self, cycle: cycle) { presenter, counter in
      presenter.render(counter.count)
    }
  }

  /// Stops rendering, as when the scene goes away.
  public func stop() {
    binding?.cancel()
    binding = nil
  }

  private func render(_ count: Int) {
    guard let view else { return }
    view.countText = String(count)
    view.infoText = count.isMultiple(of: 2) ? "Even" : "Odd"
    view.counterColor = CounterColor(count: count)
  }
}
