import ThinKit
import ThinTerminal

/// A terminal that passes everything through to another one and records each event it
/// delivers in a ``TerminalActivity`` first: how the inspector sees input exactly as it was
/// decoded, before the application turns it into key presses and touches.
@MainActor
final class RecordingTerminal: TerminalDevice {
  let events: AsyncStream<TerminalEvent>
  private let base: any TerminalDevice

  init(_ base: some TerminalDevice, recordingInto activity: TerminalActivity) {
    self.base = base
    let (events, continuation) = AsyncStream.makeStream(
      of: TerminalEvent.self, bufferingPolicy: .unbounded)
    self.events = events
    let source = base.events
    let relay = Task { @MainActor in
      for await event in source {
        activity.record(event)
        continuation.yield(event)
      }
      continuation.finish()
    }
    continuation.onTermination = { _ in relay.cancel() }
  }

  var size: Size { base.size }
  var glyphSet: GlyphSet { base.glyphSet }
  var showsColor: Bool { base.showsColor }
  var shouldDifferentiateWithoutColor: Bool { base.shouldDifferentiateWithoutColor }
  var isTerminationRequested: Bool { base.isTerminationRequested }
  func suspend() { base.suspend() }
  func invalidate() { base.invalidate() }
  // The base counts what the app handled, not what was relayed: its read stays bounded.
  func didHandleEvent(_ event: TerminalEvent) { base.didHandleEvent(event) }

  func present(_ frame: CellBuffer, cursor: Point?) {
    base.present(frame, cursor: cursor)
  }
}
