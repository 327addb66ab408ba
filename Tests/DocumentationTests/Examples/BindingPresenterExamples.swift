import Observation
import Testing
import ThinKit

// The bindings article's presenter test: a presenter that binds a model to its view, tested
// with a spy view and a cycle drained by hand.

/// A game whose score the presenter shows.
@MainActor @Observable final class Game {
  var score = 0
}

/// The score screen as its presenter sees it.
@MainActor protocol ScoreDisplaying: AnyObject {
  var scoreText: String { get set }
}

/// Shows the game's score, now and after each change.
@MainActor final class ScorePresenter {
  weak var view: (any ScoreDisplaying)?
  private let game: Game
  private let cycle: UpdateCycle

  init(game: Game, cycle: UpdateCycle) {
    self.game = game
    self.cycle = cycle
  }

  func start() {
    ObservationBinding.bind(game, to: self, cycle: cycle) { presenter, game in
      presenter.view?.scoreText = "\(game.score)"
    }
  }
}

/// The score view, played by the test.
@MainActor final class ScoreSpy: ScoreDisplaying {
  var scoreText = ""
}

@MainActor
@Suite struct ScorePresenterTests {
  let cycle = UpdateCycle(drainsAutomatically: false)
  let game = Game()
  let view = ScoreSpy()
  let presenter: ScorePresenter

  init() {
    presenter = ScorePresenter(game: game, cycle: cycle)
    presenter.view = view
  }

  @Test func theScoreFollowsTheGame() {
    presenter.start()
    #expect(view.scoreText == "0")
    game.score = 3
    cycle.drain()
    #expect(view.scoreText == "3")
  }
}

extension ScorePresenterTests {
  /// What the article warns of: the binding's owner gone, the view never changes again.
  @Test func aPresenterNobodyKeepsStopsItsBinding() {
    let spy = ScoreSpy()
    do {
      let dropped = ScorePresenter(game: game, cycle: cycle)
      dropped.view = spy
      dropped.start()
    }
    game.score = 3
    cycle.drain()
    #expect(spy.scoreText == "0")
  }
}
