import ThinKit

extension View {
  /// Animates the changes made in `animations` to ``backgroundColor`` and ``transform``, as
  /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// Inside the block, setters record an animation from what is on screen now to the new value
  /// instead of jumping. `completion` gets true when every animation played to its end, false
  /// when one was replaced; it is called at once when nothing was animated (UIKit calls it on
  /// the next turn). Views outside a running application change at once. Durations are
  /// `Duration`s rather than `TimeInterval`s, to match the injected clock.
  public static func animate(
    withDuration duration: Duration, delay: Duration = .zero, options: AnimationOptions = [],
    animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, timingCurve: options.timingCurve,
      animations: animations, completion: completion)
  }

  /// Animates the changes made in `animations` with a custom timing curve.
  public static func animate(
    withDuration duration: Duration, delay: Duration = .zero, timingCurve: TimingCurve,
    animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let transaction = AnimationTransaction(
      duration: duration, delay: delay, timingCurve: timingCurve, completion: completion)
    let outer = AnimationTransaction.current
    AnimationTransaction.current = transaction
    animations()
    AnimationTransaction.current = outer
    transaction.close()
  }

  /// Makes the changes in `actions` at once, implicit animations included, as UIKit's
  /// `performWithoutAnimation(_:)`.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    let outer = AnimationTransaction.current
    let wasEnabled = AnimationTransaction.areAnimationsEnabled
    AnimationTransaction.current = nil
    AnimationTransaction.areAnimationsEnabled = false
    actions()
    AnimationTransaction.current = outer
    AnimationTransaction.areAnimationsEnabled = wasEnabled
  }

  /// Plays a keyframe animation, replacing any under the same key, as `layer.add(_:forKey:)`.
  /// Only a view in a running application animates; elsewhere there is no clock to play it by.
  public func add(_ animation: KeyframeAnimation, forKey key: String) {
    guard AnimationTransaction.areAnimationsEnabled, let ticker = animationTicker else { return }
    layer.add(animation, forKey: key, at: ticker.now)
    ticker.viewDidAddAnimation(self)
    setNeedsDisplay()
    postApplicationEvent(.animationDidStart(key: key, view: self))
  }

  /// Stops the keyframe animation under `key`.
  public func removeAnimation(forKey key: String) {
    layer.removeAnimation(forKey: key)
    setNeedsDisplay()
  }

  /// The keys of the keyframe animations in flight, oldest first.
  public var animationKeys: [String] { layer.animationKeys }

  /// Whether any animation of this view is in flight.
  public var hasAnimations: Bool { layer.hasAnimations }

  /// What is on screen now for `property`, as `layer.presentation()`.
  public func presentationValue(_ property: AnimatedProperty) -> AnimationValue? {
    layer.presentationValue(property, at: animationTime)
  }

  /// The transform on screen now, animations included.
  public var presentationTransform: Transform { presentationTransform(at: animationTime) }

  /// The background on screen now, animations included; nil when transparent.
  public var presentationBackgroundColor: Color? { presentationBackgroundColor(at: animationTime) }

  /// Moves the fill drawn while ``backgroundColor`` is nil to the current
  /// ``defaultBackgroundColor``: a view whose color depends on its state (a switch turned on)
  /// calls it when the state changes. Animated over the theme's `implicitAnimationDuration`
  /// from what is on screen, unless `animated` is false.
  public func updateDefaultBackgroundColor(animated: Bool) {
    guard backgroundColor == nil else { return }
    let value = AnimationValue.color(defaultBackgroundColor ?? .clear)
    guard layer.modelValue(.backgroundColor) != value else { return }
    guard animated else {
      layer.setValue(value, for: .backgroundColor)
      setNeedsDisplay()
      return
    }
    setAnimatedValue(
      value, for: .backgroundColor, implicitDuration: theme.implicitAnimationDuration)
  }

  nonisolated static let restingValues: [AnimatedProperty: AnimationValue] = [
    .backgroundColor: .color(.clear), .translationX: .number(0), .translationY: .number(0),
    .scale: .number(1),
  ]

  func backgroundDidChange() {
    setAnimatedValue(
      .color(backgroundColor ?? defaultBackgroundColor ?? .clear), for: .backgroundColor)
  }

  func transformDidChange(from old: Transform) {
    if transform.translationX != old.translationX {
      setAnimatedValue(.number(transform.translationX), for: .translationX)
    }
    if transform.translationY != old.translationY {
      setAnimatedValue(.number(transform.translationY), for: .translationY)
    }
    if transform.scale != old.scale {
      setAnimatedValue(.number(transform.scale), for: .scale)
    }
  }

  /// Sets the model value of `property` in the layer: animated under the current transaction
  /// (or implicitly, for `implicitDuration`), at once otherwise.
  func setAnimatedValue(
    _ value: AnimationValue, for property: AnimatedProperty, implicitDuration: Duration? = nil
  ) {
    defer { setNeedsDisplay() }
    guard AnimationTransaction.areAnimationsEnabled, let ticker = animationTicker else {
      layer.setValue(value, for: property)
      return
    }
    let transaction = AnimationTransaction.current
    let duration = transaction?.duration ?? implicitDuration ?? .zero
    let delay = transaction?.delay ?? .zero
    let now = ticker.now
    let isRunning = layer.presentationValue(property, at: now) != layer.modelValue(property)
    guard duration > .zero || delay > .zero, isRunning || layer.modelValue(property) != value
    else {
      layer.setValue(value, for: property)
      return
    }
    let id = layer.animate(
      property, to: value, duration: duration, delay: delay,
      timingCurve: transaction?.timingCurve ?? .easeInEaseOut, at: now)
    transaction?.track(id, on: self)
    ticker.viewDidAddAnimation(self)
  }

  /// Ends the animations finished by `time`, calling their transactions; returns whether any
  /// remain.
  func advanceAnimations(to time: Duration) -> Bool {
    for completion in layer.advance(to: time) {
      animationCompletions.removeValue(forKey: completion.id)?
        .animationDidEnd(finished: completion.finished)
    }
    return layer.hasAnimations
  }

  func presentationTransform(at time: Duration) -> Transform {
    Transform(
      translationX: layer.presentationValue(.translationX, at: time)?.number ?? 0,
      translationY: layer.presentationValue(.translationY, at: time)?.number ?? 0,
      scale: layer.presentationValue(.scale, at: time)?.number ?? 1)
  }

  func presentationBackgroundColor(at time: Duration) -> Color? {
    guard let color = layer.presentationValue(.backgroundColor, at: time)?.color, color.alpha > 0
    else { return nil }
    return color
  }

  var animationTicker: FrameTicker? { window?.application?.ticker }

  private var animationTime: Duration { animationTicker?.now ?? .zero }
}

extension View: Animatable {
  /// Animates `property` to `value` from what is on screen: behaviors' way in, the same as
  /// setting the property inside ``animate(withDuration:delay:timingCurve:animations:completion:)``.
  public func animate(
    _ property: AnimatedProperty, to value: AnimationValue, duration: Duration,
    timingCurve: TimingCurve
  ) {
    View.animate(withDuration: duration, timingCurve: timingCurve) {
      switch property {
      case .backgroundColor: backgroundColor = value.color
      case .translationX: transform.translationX = value.number ?? 0
      case .translationY: transform.translationY = value.number ?? 0
      case .scale: transform.scale = value.number ?? 1
      }
    }
  }
}
