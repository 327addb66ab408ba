import Testing
import ThinTerminal

extension SceneTest {
  /// Types `text`, a key per character.
  public func type(_ text: String) {
    host.type(text)
  }

  /// Presses `key` with `modifiers`.
  public func key(_ key: Key, _ modifiers: KeyModifiers = []) {
    host.key(key, modifiers)
  }

  /// Clicks the control titled `title` — a button by its title, a text field by its
  /// placeholder — in the front-most screen that shows one (an alert over the form first), as
  /// a person would: a press and a release at its middle. Fails when none is on screen.
  public func click(
    _ title: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    guard let control = control(titled: title) else {
      let titles = controls(in: host.window).map { SceneOutput.name(of: $0) }
      Issue.record(
        "No control titled \(title.debugDescription) on screen; there are: \(titles)",
        sourceLocation: SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column))
      return
    }
    let middle = Point(x: control.bounds.width / 2, y: control.bounds.height / 2)
    host.click(at: control.convert(middle, to: nil))
  }

  /// Clicks the cell at `point` of the screen.
  public func click(at point: Point) {
    host.click(at: point)
  }

  /// Resizes the terminal to `size`, as a person dragging the window.
  public func resize(to size: Size) {
    host.resize(to: size)
  }

  /// Moves the test clock on by `duration`: animations and timers run, frame by frame.
  public func advance(by duration: Duration) async {
    await host.advance(by: duration)
  }

  /// The visible control titled `title` in the front-most layer that has one.
  public func control(titled title: String) -> Control? {
    for layer in host.window.subviews.reversed() {
      if let control = controls(in: layer).first(where: { SceneOutput.name(of: $0) == title }) {
        return control
      }
    }
    return nil
  }

  /// The visible controls under `view`, in tree order.
  private func controls(in view: View) -> [Control] {
    guard !view.isHidden else { return [] }
    var found: [Control] = []
    if let control = view as? Control { found.append(control) }
    for subview in view.subviews { found += controls(in: subview) }
    return found
  }
}
