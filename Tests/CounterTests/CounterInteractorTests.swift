import Testing

@testable import Counter

@MainActor
@Suite struct CounterInteractorTests {
  @Test func stepsUpAndDown() {
    let counter = Counter()
    let interactor = CounterInteractor(counter: counter)
    interactor.increment()
    interactor.increment()
    interactor.decrement()
    #expect(counter.count == 1)
  }

  @Test func incrementStopsAtIntMax() {
    let counter = Counter(count: Int.max)
    CounterInteractor(counter: counter).increment()
    #expect(counter.count == Int.max)
  }

  @Test func decrementStopsAtIntMin() {
    let counter = Counter(count: Int.min)
    CounterInteractor(counter: counter).decrement()
    #expect(counter.count == Int.min)
  }

  @Test func leavesTheBoundsAgain() {
    let counter = Counter(count: Int.max)
    let interactor = CounterInteractor(counter: counter)
    interactor.decrement()
    #expect(counter.count == Int.max - 1)
  }
}
