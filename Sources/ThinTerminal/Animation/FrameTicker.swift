import ThinKit

/// Everything that happens on the injected clock: frames while something animates, and
/// one-shot timers (a keyboard press releasing). One task sleeps until the next of them and
/// none exists when there is nothing to wait for: an idle application has no timer at all.
///
/// Each frame advances the views' animations (calling completions), fires display links, then
/// draws. The loop is work of the application's tracker: busy while it runs a turn, idle while
/// it sleeps on a `ManualClock` (a test's), so a test knows the frames due are drawn. View animations tick at the application's frame rate (60 per second by default);
/// display links alone tick at the fastest rate they ask for.
@MainActor
final class FrameTicker {
  private struct Timer {
    var id: Int
    var deadline: Duration
    var action: @MainActor () -> Void
  }

  let clock: AnimationClock
  let tracker: WorkTracker
  var framesPerSecond: Int
  private let drawFrame: @MainActor () -> Void
  private var animatingViews: [ObjectIdentifier: View] = [:]
  private var displayLinks: [ObjectIdentifier: DisplayLink] = [:]
  private var timers: [Timer] = []
  private var nextTimerID = 0
  private var loop: Task<Void, Never>?
  private var generation = 0
  private var isTicking = false
  private var nextFrame: Duration?
  /// When the loop will wake, while it sleeps.
  private var nextWake: Duration?

  init(
    clock: AnimationClock, framesPerSecond: Int, tracker: WorkTracker,
    drawFrame: @escaping @MainActor () -> Void
  ) {
    self.clock = clock
    self.tracker = tracker
    self.framesPerSecond = framesPerSecond
    self.drawFrame = drawFrame
  }

  /// The clock's time now.
  var now: Duration { clock.now }

  /// Whether frames are being drawn (something animates).
  var isRunning: Bool { loop != nil && hasFrameWork }

  /// Whether view animations are in flight: the ticker then draws every frame.
  var isAnimatingViews: Bool { !animatingViews.isEmpty }

  /// A view started an animation: tick until it ends, at full rate from the next turn.
  func viewDidAddAnimation(_ view: View) {
    let wasAnimating = isAnimatingViews
    animatingViews[ObjectIdentifier(view)] = view
    if !wasAnimating { frameWorkDidStart() }
  }

  func add(_ link: DisplayLink) {
    displayLinks[ObjectIdentifier(link)] = link
    if nextFrame == nil { frameWorkDidStart() }
  }

  func remove(_ link: DisplayLink) {
    displayLinks[ObjectIdentifier(link)] = nil
  }

  /// Runs `action` once, `delay` from now; returns an id to cancel it.
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> Int {
    nextTimerID += 1
    let deadline = now + delay
    timers.append(Timer(id: nextTimerID, deadline: deadline, action: action))
    if !isTicking, loop == nil || nextWake.map({ deadline < $0 }) ?? false { restart() }
    return nextTimerID
  }

  func cancelTimer(_ id: Int) {
    timers.removeAll { $0.id == id }
  }

  /// Stops for good (the run loop ended). View animations in flight jump to their end, so that
  /// their completions run and let go of what they hold (a slide holds the screens it moves,
  /// and its navigation controller), as the next frames would have.
  func stop() {
    loop?.cancel()
    loop = nil
    generation += 1
    timers = []
    let views = animatingViews.values
    animatingViews = [:]
    for view in views { _ = view.advanceAnimations(to: .seconds(Int64(Int32.max))) }
  }

  private var hasFrameWork: Bool {
    !animatingViews.isEmpty || displayLinks.values.contains { !$0.isPaused }
  }

  private var interval: Duration {
    let linkRate = displayLinks.values.filter { !$0.isPaused }.map(\.preferredFramesPerSecond).max()
    let rate = isAnimatingViews ? framesPerSecond : linkRate ?? framesPerSecond
    return .seconds(1) / max(1, min(rate, framesPerSecond))
  }

  private func frameWorkDidStart() {
    guard !isTicking else { return }
    nextFrame = nil
    restart()
  }

  /// Starts a new loop, which first runs on the next turn of the main actor. The loop holds
  /// the ticker only between its sleeps: an application dropped while something animates (a
  /// test host never stopped) releases its ticker and views instead of keeping them for as
  /// long as the clock sleeps, for ever on a test clock.
  private func restart() {
    loop?.cancel()
    generation += 1
    nextWake = nil
    let generation = generation
    let clock = clock
    loop = tracker.task("the frame ticker") { [weak self] in
      while let wake = self?.tick(generation: generation) {
        do { try await clock.sleep(until: wake) } catch { return }
      }
    }
  }

  /// One turn of the loop of `generation`: runs what is due and returns when to wake next;
  /// nil when the loop ends (nothing left to wait for, or a newer loop took over).
  private func tick(generation: Int) -> Duration? {
    guard self.generation == generation else { return nil }
    nextWake = nil
    step()
    let frame = hasFrameWork ? nextFrame : nil
    guard let wake = ([frame] + timers.map(\.deadline)).compactMap({ $0 }).min() else {
      loop = nil
      return nil
    }
    nextWake = wake
    return wake
  }

  /// Fires the timers that are due, then draws a frame if one is due.
  private func step() {
    isTicking = true
    defer { isTicking = false }
    let now = clock.now
    let due = timers.filter { $0.deadline <= now }
    timers.removeAll { $0.deadline <= now }
    for timer in due { timer.action() }
    guard hasFrameWork else {
      nextFrame = nil
      return
    }
    guard nextFrame.map({ now >= $0 }) ?? true else { return }
    for (id, view) in animatingViews where !view.advanceAnimations(to: now) {
      animatingViews[id] = nil
    }
    for link in displayLinks.values where !link.isPaused {
      link.fire(at: now)
    }
    drawFrame()
    nextFrame = now + interval
  }
}
