/// What the counter screen shows: the protocol its presenter renders into.
///
/// The terminal's `CounterView` adopts it; tests adopt it with a spy.
@MainActor
public protocol CounterDisplaying: AnyObject {
  /// The count as text, e.g. "-2".
  var countText: String { get set }
  /// "Even" or "Odd".
  var infoText: String { get set }
  /// The color class of the count.
  var counterColor: CounterColor { get set }
}
