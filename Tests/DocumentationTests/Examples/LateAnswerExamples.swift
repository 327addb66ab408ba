import Testing
import ThinKit

// The late answer of ThinScenes' article ("A scene"): a presenter whose screen left while it
// waited drops what comes. ArticleCodeTests checks the block is here.

/// Finds a web page's title; here, after a second of the clock it is given.
struct SlowTitles: Sendable {
  let clock: any Clock<Duration>

  func title(for address: String) async throws -> String {
    try await clock.sleep(for: .seconds(1))
    return "The page at \(address)"
  }
}

/// Adds a page to the shelf once its title comes, unless its sheet left meanwhile.
@MainActor
final class AddPagePresenter {
  private let titles: SlowTitles
  private(set) var shelf: [String] = []
  private var isStopped = false

  init(titles: SlowTitles) {
    self.titles = titles
  }

  /// The sheet left for good (its scene's `stop()`): a title that comes after adds nothing.
  func stop() {
    isStopped = true
  }

  func add(_ address: String) async throws {
    let title = try await titles.title(for: address)
    guard !isStopped else { return }
    shelf.append(title)
  }
}

@MainActor
@Suite struct LateAnswerExamples {
  private let clock = ManualClock()

  /// Started, then its screen gone: the fetch runs to its end, and the title is dropped.
  @Test(arguments: [false, true])
  func scenesATitleThatComesAfterTheSheetLeftAddsNothing(leaves: Bool) async throws {
    let presenter = AddPagePresenter(titles: SlowTitles(clock: clock))
    let adding = clock.tracker.withTracking {
      Task.tracked { try await presenter.add("https://example.com") }
    }
    await clock.tracker.waitUntilIdle()
    if leaves { presenter.stop() }
    await clock.advance(by: .seconds(1))
    try await adding.value
    #expect(presenter.shelf == (leaves ? [] : ["The page at https://example.com"]))
  }
}
