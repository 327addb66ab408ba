import ThinTerminal

/// The counter screen's view controller. Its body is empty: the view owns layout and the
/// pulse, the presenter and interactor own the logic, and its scene (``CounterScene``) made it
/// with its view and title.
public final class CounterViewController: ViewController {}
