import Testing
import ThinKit

@testable import Counter

@MainActor
@Suite struct CounterPresenterTests {
  private let cycle = UpdateCycle(drainsAutomatically: false)

  @Test(arguments: [
    (0, "0", "Even", CounterColor.zero),
    (1, "1", "Odd", .positive),
    (2, "2", "Even", .positive),
    (-2, "-2", "Even", .negative),
    (-3, "-3", "Odd", .negative),
    (Int.max, "9223372036854775807", "Odd", .positive),
    (Int.min, "-9223372036854775808", "Even", .negative),
  ])
  func mapsCountToTextInfoAndColor(
    count: Int, text: String, info: String, color: CounterColor
  ) {
    let view = CounterSpyView()
    let presenter = started(
      CounterPresenter(counter: Counter(count: count), cycle: cycle), showing: view)
    #expect(view.countText == text)
    #expect(view.infoText == info)
    #expect(view.counterColor == color)
    presenter.stop()
  }

  @Test func rendersOncePerTurnAfterChanges() {
    let counter = Counter()
    let view = CounterSpyView()
    let presenter = started(CounterPresenter(counter: counter, cycle: cycle), showing: view)
    let interactor = CounterInteractor(counter: counter)
    for _ in 0..<3 { interactor.increment() }
    for _ in 0..<5 { interactor.decrement() }
    #expect(view.countText == "0")
    #expect(cycle.drain() == 1)
    #expect(view.countText == "-2")
    #expect(view.infoText == "Even")
    #expect(view.counterColor == .negative)
    #expect(view.log.suffix(3) == ["count -2", "info Even", "color negative"])
    presenter.stop()
  }

  @Test func noUpdateAfterStop() {
    let counter = Counter()
    let view = CounterSpyView()
    let presenter = started(CounterPresenter(counter: counter, cycle: cycle), showing: view)
    presenter.stop()
    CounterInteractor(counter: counter).increment()
    cycle.drain()
    #expect(view.countText == "0")
  }

  @Test func noUpdateAfterPresenterIsGone() {
    let counter = Counter()
    let view = CounterSpyView()
    var presenter: CounterPresenter? = started(
      CounterPresenter(counter: counter, cycle: cycle), showing: view)
    weak let weakPresenter = presenter
    presenter = nil
    #expect(weakPresenter == nil)
    CounterInteractor(counter: counter).increment()
    cycle.drain()
    #expect(view.countText == "0")
    #expect(view.log.count == 3)
  }

  @Test func viewIsNotRetained() {
    let counter = Counter()
    var view: CounterSpyView? = CounterSpyView()
    weak let weakView = view
    let presenter = started(CounterPresenter(counter: counter, cycle: cycle), showing: view!)
    view = nil
    #expect(weakView == nil)
    CounterInteractor(counter: counter).increment()
    cycle.drain()
    presenter.stop()
  }
}
