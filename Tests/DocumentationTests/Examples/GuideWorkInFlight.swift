import Observation
import Testing
import ThinKit

// The code of "Testing a scene", section 8: work started tracked, a model's timer on the
// injected clock, and the test clock that runs what it wakes. ArticleCodeTests checks every
// block of the article is here.

/// A countdown's model: the seconds left, ticked down by a timer on the app's clock.
@MainActor
@Observable
final class Countdown {
  private(set) var secondsLeft: Int
  @ObservationIgnored private var timer: RepeatingTimer?

  init(seconds: Int) {
    secondsLeft = seconds
  }

  func start(clock: any Clock<Duration>) {
    timer = RepeatingTimer(every: .seconds(1), clock: clock) { [weak self] in
      guard let self, secondsLeft > 0 else { return }
      secondsLeft -= 1
    }
  }
}

/// Where a countdown's end is reported: a fake in the tests.
protocol CountdownReporting: Sendable {
  func report(_ secondsLeft: Int) async
}

/// Sends what is left when asked, without holding up the key that asked.
@MainActor
final class CountdownPresenter {
  let countdown: Countdown
  let reporter: any CountdownReporting

  init(countdown: Countdown, reporter: any CountdownReporting) {
    self.countdown = countdown
    self.reporter = reporter
  }

  func reportTapped() {
    Task.tracked { [countdown, reporter] in
      await reporter.report(countdown.secondsLeft)
    }
  }
}

@MainActor
@Suite struct GuideWorkInFlightTests {
  @Test func aOneSecondTimerAdvancedFiftyNineSecondsTicksFiftyNineTimes() async {
    let clock = ManualClock()
    let countdown = Countdown(seconds: 60)
    clock.tracker.withTracking { countdown.start(clock: clock) }
    await clock.advance(by: .seconds(59))
    #expect(countdown.secondsLeft == 1)
  }

  @Test func aReportStartedTrackedIsWaitedFor() async {
    actor Reports: CountdownReporting {
      var received: [Int] = []
      func report(_ secondsLeft: Int) { received.append(secondsLeft) }
    }
    let reports = Reports()
    let presenter = CountdownPresenter(countdown: Countdown(seconds: 5), reporter: reports)
    let tracker = WorkTracker()
    tracker.withTracking { presenter.reportTapped() }
    await tracker.waitUntilIdle()
    #expect(await reports.received == [5])
  }
}
