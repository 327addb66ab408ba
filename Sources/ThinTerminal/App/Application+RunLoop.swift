import ThinKit

extension Application {
  /// Runs the app on `device` until Ctrl-C, ``terminate()`` or the end of its input (which
  /// ends it as ``terminate()`` does), then returns so that the caller can restore the terminal.
  ///
  /// Everything happens on the main actor, as in UIKit: events are handled in order; a task
  /// an event starts through ``workTracker`` (`Task.tracked`, as a form's submit and a route
  /// are) runs up to its first wait before the next event, and in a burst of input until it
  /// is at rest or a moment passed (see `handle(together:)`), where a plain `Task` runs after
  /// the keys that arrived with the event; tasks started by the app (a network call, a database read) deliver
  /// their results between events; and all the changes made in one turn, the bindings' updates
  /// included (see ``updateCycle``), are drawn in one frame. Time comes from `clock`; tests
  /// pass a `TestClock`.
  public func run(
    on device: some TerminalDevice, clock: AnimationClock = AnimationClock(HostClock())
  ) async {
    guard !isRunning else { return }
    start(on: device, clock: clock)
    if !isTerminating {
      let events = device.events
      let loop = Task { [weak self] in
        for await event in events {
          guard let self, !Task.isCancelled, !self.endsForTerminationRequest() else { return }
          if case .inputs(let inputs) = event {
            await self.workTracker.withTracking { await self.handle(together: inputs) }
          } else {
            self.workTracker.withTracking { self.handle(event) }
          }
          device.didHandleEvent(event)
        }
      }
      eventLoop = loop
      await withTaskCancellationHandler {
        await loop.value
      } onCancel: {
        loop.cancel()
      }
    }
    // The input ended (the terminal hung up, before any SIGHUP arrives): the screens leave for
    // good as they do on `terminate()`, so that they keep their edits.
    terminate()
    stop()
  }

  /// Ends ``run(on:clock:)`` after the event being handled. Every screen leaves for good
  /// first: its scene stops (a scene keeps edits on screen there), top screens first.
  public func terminate() {
    guard !isTerminating else { return }
    isTerminating = true
    // Every screen leaves for good: scenes keep what must be kept (edits on screen) first.
    window.rootViewController?.stopScenes()
    eventLoop?.cancel()
  }

  /// Ends the run when the device says a termination signal came, even though its
  /// ``TerminalEvent/terminate`` waits behind input not handled yet: true when it did.
  func endsForTerminationRequest() -> Bool {
    guard device?.isTerminationRequested == true else { return false }
    terminate()
    return true
  }

  package func start(on device: any TerminalDevice, clock: AnimationClock) {
    self.device = device
    isRunning = true
    isTerminating = false
    let ticker = FrameTicker(
      clock: clock, framesPerSecond: max(1, preferredFramesPerSecond), tracker: workTracker
    ) { [weak self] in
      self?.needsDisplay = true
      self?.displayIfNeeded()
    }
    self.ticker = ticker
    for link in displayLinks.values { ticker.add(link) }
    window.frame = Rect(origin: .zero, size: device.size)
    window.glyphSet = device.glyphSet
    window.shouldDifferentiateWithoutColor = device.shouldDifferentiateWithoutColor
    window.makeVisible()
    setNeedsDisplay()
  }

  package func stop() {
    window.releaseKeyboardPress()
    ticker?.stop()
    ticker = nil
    device = nil
    isRenderScheduled = false
    pacedRenderTimer = nil
    lastFrameTime = nil
    eventLoop = nil
    isRunning = false
  }

  /// Handles one event from the device. The application's own ``keyCommands`` come first,
  /// whoever has focus: Ctrl-C ends the run, as SIGINT would in cooked mode, Ctrl-Z suspends
  /// it, as SIGTSTP would, Ctrl-L draws the screen again in full. While the terminal is too
  /// small, `q` quits too and nothing else reaches the window. Any event first ends the
  /// highlight of a button pressed from the keyboard.
  package func handle(_ event: TerminalEvent) {
    switch event {
    case .resize(let size):
      window.frame = Rect(origin: .zero, size: size)
      setNeedsDisplay()
    case .terminate:
      terminate()
    case .inputs(let inputs):
      for input in inputs where !isTerminating { handle(.input(input)) }
    case .input(let input):
      window.releaseKeyboardPress()
      if case .key(let press) = input, performKeyCommand(for: press) { return }
      guard !isTooSmall else {
        // Nothing else shows, so nothing else can quit: `q`, as the screen says.
        if case .key(let press) = input, TooSmallView.quitKeys.contains(press) {
          requestTermination()
        }
        return
      }
      window.layoutIfNeeded()
      window.send(input)
      // A handler that changed only a model still gets this turn's frame, with the bindings.
      if updateCycle.hasPendingUpdates { setNeedsDisplay() }
    }
  }

  /// Marks the window for drawing. The first call in a turn schedules one frame for the end
  /// of the turn, or, when the last frame is less than a frame interval old, for the moment the
  /// interval ends: frames come at most ``preferredFramesPerSecond`` times a second however fast
  /// input arrives (a fast typist, a paste the terminal does not bracket), and everything that
  /// changed meanwhile shares the frame. While view animations run, the frame ticker draws.
  func setNeedsDisplay() {
    needsDisplay = true
    guard isRunning, let ticker, !isRenderScheduled, !ticker.isAnimatingViews else { return }
    isRenderScheduled = true
    let interval = Duration.seconds(1) / max(1, preferredFramesPerSecond)
    if let lastFrameTime, lastFrameTime + interval > ticker.now {
      pacedRenderTimer = ticker.schedule(after: lastFrameTime + interval - ticker.now) {
        [weak self] in
        self?.pacedRenderTimer = nil
        self?.isRenderScheduled = false
        self?.displayIfNeeded()
      }
    } else {
      workTracker.task("a frame asked for by setNeedsDisplay") { [weak self] in
        self?.isRenderScheduled = false
        self?.displayIfNeeded()
      }
    }
  }

  /// Applies the bindings' pending updates, then lays out and draws a frame if anything
  /// changed, at the clock's time.
  package func displayIfNeeded() {
    guard let device, let ticker else { return }
    updateCycle.drain()
    guard needsDisplay else { return }
    let root: View
    if isTooSmall {
      tooSmallView.configure(
        size: window.bounds.size, minimumSize: minimumSize, theme: window.theme)
      root = tooSmallView
    } else {
      root = window
    }
    root.layoutIfNeeded()
    needsDisplay = false
    // A frame drawn now (by the ticker, or a test host) is the one a paced request waited for.
    if let pacedRenderTimer {
      ticker.cancelTimer(pacedRenderTimer)
      self.pacedRenderTimer = nil
      isRenderScheduled = false
    }
    let frame = ViewRenderer.render(root, into: CellBuffer(size: root.bounds.size), at: ticker.now)
    device.present(frame, cursor: isTooSmall ? nil : window.caretPositionInWindow)
    lastFrameTime = ticker.now
  }
}
