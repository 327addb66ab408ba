import ThinKit

/// Carries the model's state to the view: the count's text, "Even"/"Odd" and its color class.
///
/// Like every presenter of the demos, it is made with its model, connected by its scene (its
/// ``view``), and started once, when its screen first appears (``start()``): from then on it
/// renders after every change of the model. It holds the view weakly: once the view or the
/// presenter is gone, no update is made.
@MainActor
public final class CounterPresenter {
  /// What it renders into: the view contract, connected by the scene.
  public weak var view: (any CounterDisplaying)?
  private let counter: Counter
  private let cycle: UpdateCycle
  private var binding: ObservationBinding?

  /// A presenter of `counter`, whose changes reach the view through `cycle` (the main
  /// run-loop turn by default).
  public init(counter: Counter, cycle: UpdateCycle = .main) {
    self.counter = counter
    self.cycle = cycle
  }

  /// Renders now, then after every change of the model (once; later calls do nothing).
  public func start() {
    guard binding == nil else { return }
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
