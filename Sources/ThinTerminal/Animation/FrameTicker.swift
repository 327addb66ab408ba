import ThinKit

/// Draws frames while something animates, at the pace of the injected clock, and stops when
/// nothing does: an idle application has no timer at all.
///
/// Each frame advances the views' animations (calling completions), fires display links, then
/// draws. View animations tick at the application's frame rate (60 per second by default);
/// display links alone tick at the fastest rate they ask for.
@MainActor
final class FrameTicker {
  let clock: AnimationClock
  var framesPerSecond: Int
  private let drawFrame: @MainActor () -> Void
  private var animatingViews: [ObjectIdentifier: View] = [:]
  private var displayLinks: [ObjectIdentifier: DisplayLink] = [:]
  private var loop: Task<Void, Never>?
  private var generation = 0
  private var isTicking = false

  init(clock: AnimationClock, framesPerSecond: Int, drawFrame: @escaping @MainActor () -> Void) {
    self.clock = clock
    self.framesPerSecond = framesPerSecond
    self.drawFrame = drawFrame
  }

  /// The clock's time now.
  var now: Duration { clock.now }

  /// Whether a frame loop is scheduled.
  var isRunning: Bool { loop != nil }

  /// Whether view animations are in flight: the ticker then draws every frame.
  var isAnimatingViews: Bool { !animatingViews.isEmpty }

  /// A view started an animation: tick until it ends, at full rate from the next turn.
  func viewDidAddAnimation(_ view: View) {
    let wasAnimating = isAnimatingViews
    animatingViews[ObjectIdentifier(view)] = view
    if !wasAnimating, !isTicking { restart() }
  }

  func add(_ link: DisplayLink) {
    displayLinks[ObjectIdentifier(link)] = link
    if loop == nil, !isTicking { restart() }
  }

  func remove(_ link: DisplayLink) {
    displayLinks[ObjectIdentifier(link)] = nil
  }

  /// Stops ticking for good (the run loop ended).
  func stop() {
    loop?.cancel()
    loop = nil
    generation += 1
  }

  private var hasWork: Bool {
    !animatingViews.isEmpty || displayLinks.values.contains { !$0.isPaused }
  }

  private var interval: Duration {
    let rate =
      isAnimatingViews
      ? framesPerSecond
      : displayLinks.values.filter { !$0.isPaused }.map(\.preferredFramesPerSecond).max()
        ?? framesPerSecond
    return .seconds(1) / max(1, min(rate, framesPerSecond))
  }

  /// Starts a new frame loop whose first frame is drawn on the next turn of the main actor.
  private func restart() {
    loop?.cancel()
    generation += 1
    let generation = generation
    loop = Task { [weak self] in
      while let self, self.generation == generation {
        self.tick()
        guard self.hasWork else {
          self.loop = nil
          return
        }
        let interval = self.interval
        do { try await self.clock.sleep(for: interval) } catch { return }
      }
    }
  }

  private func tick() {
    isTicking = true
    defer { isTicking = false }
    let now = clock.now
    for (id, view) in animatingViews where !view.advanceAnimations(to: now) {
      animatingViews[id] = nil
    }
    for link in displayLinks.values where !link.isPaused {
      link.fire(at: now)
    }
    drawFrame()
  }
}
