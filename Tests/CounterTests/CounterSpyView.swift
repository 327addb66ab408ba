import Counter

/// Records every value the presenter sets, in order.
@MainActor
final class CounterSpyView: CounterDisplaying {
  var countText = "" { didSet { log.append("count \(countText)") } }
  var infoText = "" { didSet { log.append("info \(infoText)") } }
  var counterColor = CounterColor.zero { didSet { log.append("color \(counterColor)") } }
  private(set) var log: [String] = []
}

/// `presenter`, connected to `view` and started, as its scene and its screen's first appearance
/// do.
@MainActor
func started(_ presenter: CounterPresenter, showing view: any CounterDisplaying) -> CounterPresenter
{
  presenter.view = view
  presenter.start()
  return presenter
}
