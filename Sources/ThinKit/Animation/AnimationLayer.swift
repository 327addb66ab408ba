/// The animated state of one view, as a `CALayer`: model values, the animations in flight, and
/// the presentation values they produce at a given moment.
///
/// A host keeps one per view and draws ``presentationValue(_:at:)``; behaviors and tests read
/// the same numbers, so an animation is checked frame by frame without a screen.
public struct AnimationLayer: Sendable {
  private struct Running<Animation: Sendable>: Sendable {
    var id: AnimationID
    var animation: Animation
    var start: Duration
  }

  private var model: [AnimatedProperty: AnimationValue]
  private var basic: [AnimatedProperty: Running<BasicAnimation>] = [:]
  private var keyframes: [(key: String, running: Running<KeyframeAnimation>)] = []
  private var interrupted: [AnimationID] = []
  private var nextID: UInt64 = 0

  public init(values: [AnimatedProperty: AnimationValue] = [:]) {
    model = values
  }

  /// Whether any animation is still in flight: a host ticks frames only while this is true.
  public var hasAnimations: Bool { !basic.isEmpty || !keyframes.isEmpty }

  /// The value the property will have once animations end.
  public func modelValue(_ property: AnimatedProperty) -> AnimationValue? {
    model[property]
  }

  /// Sets a property at once, cancelling its running animation (reported as not finished).
  public mutating func setValue(_ value: AnimationValue, for property: AnimatedProperty) {
    if let running = basic.removeValue(forKey: property) { interrupted.append(running.id) }
    model[property] = value
  }

  /// Animates `property` to `value`, starting from what is presented at `now` (UIKit's
  /// begin-from-current-state), so reversing mid-way never jumps.
  @discardableResult
  public mutating func animate(
    _ property: AnimatedProperty,
    to value: AnimationValue,
    duration: Duration,
    delay: Duration = .zero,
    timingCurve: TimingCurve = .easeInEaseOut,
    at now: Duration
  ) -> AnimationID {
    let from = basePresentationValue(property, at: now) ?? value
    if let running = basic[property] { interrupted.append(running.id) }
    model[property] = value
    let id = makeID()
    basic[property] = Running(
      id: id,
      animation: BasicAnimation(
        property: property, from: from, to: value, duration: duration, delay: delay,
        timingCurve: timingCurve),
      start: now)
    return id
  }

  /// Plays a keyframe animation from `now`, replacing any animation under the same key.
  @discardableResult
  public mutating func add(
    _ animation: KeyframeAnimation, forKey key: String, at now: Duration
  ) -> AnimationID {
    removeAnimation(forKey: key)
    let id = makeID()
    keyframes.append((key, Running(id: id, animation: animation, start: now)))
    return id
  }

  /// Stops the keyframe animation under `key` (reported as not finished).
  public mutating func removeAnimation(forKey key: String) {
    keyframes.removeAll { entry in
      guard entry.key == key else { return false }
      interrupted.append(entry.running.id)
      return true
    }
  }

  /// The keys of the keyframe animations in flight, oldest first.
  public var animationKeys: [String] { keyframes.map(\.key) }

  /// What is on screen at `now`: the model value, moved by a running basic animation, plus the
  /// running keyframe animations (additive ones add, others replace).
  public func presentationValue(_ property: AnimatedProperty, at now: Duration) -> AnimationValue? {
    var value = basePresentationValue(property, at: now)
    for entry in keyframes where entry.running.animation.property == property {
      let running = entry.running
      guard let frame = running.animation.value(after: now - running.start) else { continue }
      if running.animation.isAdditive, let base = value {
        value = frame.added(to: base)
      } else {
        value = frame
      }
    }
    return value
  }

  /// Removes the animations that have ended by `now` and reports them, with the ones replaced
  /// or removed since the last call.
  public mutating func advance(to now: Duration) -> [AnimationCompletion] {
    var completions = interrupted.map { AnimationCompletion(id: $0, finished: false) }
    interrupted.removeAll()
    for (property, running) in basic where running.animation.isFinished(after: now - running.start)
    {
      basic[property] = nil
      completions.append(AnimationCompletion(id: running.id, finished: true))
    }
    keyframes.removeAll { entry in
      let running = entry.running
      guard running.animation.isFinished(after: now - running.start) else { return false }
      completions.append(AnimationCompletion(id: running.id, finished: true))
      return true
    }
    return completions
  }

  private func basePresentationValue(_ property: AnimatedProperty, at now: Duration)
    -> AnimationValue?
  {
    guard let running = basic[property] else { return model[property] }
    return running.animation.value(after: now - running.start)
  }

  private mutating func makeID() -> AnimationID {
    nextID += 1
    return AnimationID(rawValue: nextID)
  }
}
