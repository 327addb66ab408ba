import Synchronization

/// Bounds the input events between the terminal's read and the run loop: once more than
/// `highMark` wait, the read pauses, and it goes on when the run loop has handled all but
/// `lowMark` of them.
///
/// Reading is fast and handling keys is not (a field asked about each key of a paste the
/// terminal did not bracket), so without a bound a multi-megabyte paste sits in memory as key
/// events, tens of bytes each. Paused, the rest waits in the kernel's buffer and the sender
/// blocks, as for any program that reads slower than it is written to: nothing is lost or
/// reordered. While the read is paused the decoder's timeouts are held, since the bytes that
/// decide them (the rest of an escape sequence, of a paste) may be the ones left unread.
final class InputFlowControl: Sendable {
  /// 16,384 events, under a megabyte: seconds of keys for the slowest field, so the run loop
  /// never waits for the read.
  static let defaultHighMark = 16_384
  /// 4,096 events: one read of a terminal (4 KiB) still waiting when reading goes on.
  static let defaultLowMark = 4_096

  private struct State {
    /// Resumes the read and the decoder's timeouts, while the read is paused.
    var resumeReading: (@Sendable () -> Void)?
    var isStopped = false
  }

  let highMark: Int
  let lowMark: Int
  /// Counted without the lock: the decoder delivers under its own lock, which pausing takes
  /// while holding this one.
  private let queued = Atomic<Int>(0)
  private let state = Mutex(State())

  init(highMark: Int = defaultHighMark, lowMark: Int = defaultLowMark) {
    self.highMark = max(1, highMark)
    self.lowMark = min(max(0, lowMark), self.highMark)
  }

  /// The events delivered and not handled yet.
  var queuedEvents: Int { queued.load(ordering: .sequentiallyConsistent) }

  /// Whether the read is paused.
  var isPaused: Bool { state.withLock { $0.resumeReading != nil } }

  /// The decoder delivered `count` events to the run loop.
  func didQueue(_ count: Int) {
    queued.add(count, ordering: .sequentiallyConsistent)
  }

  /// Called after each read, with the decoder that read it. Over the high mark, pauses: runs
  /// `pause`, which stops the reads after this one, holds the decoder's timeouts, and keeps
  /// `resume` for when the run loop has caught up.
  func didRead(
    decoder: InputDecoder, pause: () -> Void, resume: @escaping @Sendable () -> Void
  ) {
    state.withLock { state in
      guard !state.isStopped, state.resumeReading == nil, queuedEvents > highMark else { return }
      pause()
      decoder.hold()
      state.resumeReading = {
        decoder.release()
        resume()
      }
    }
  }

  /// The run loop handled `count` events: at the low mark, a paused read goes on.
  func didHandle(_ count: Int) {
    guard count > 0 else { return }
    // Checked again under the lock: a read may be pausing meanwhile, on what it counted before.
    guard queued.subtract(count, ordering: .sequentiallyConsistent).newValue <= lowMark else {
      return
    }
    state.withLock { state in
      guard let resume = state.resumeReading, queuedEvents <= lowMark else { return }
      state.resumeReading = nil
      resume()
    }
  }

  /// Reading ended for good: a paused read is resumed, as a dispatch source must not be
  /// released suspended, and none pauses again.
  func stop() {
    state.withLock { state in
      state.isStopped = true
      state.resumeReading?()
      state.resumeReading = nil
    }
  }
}
