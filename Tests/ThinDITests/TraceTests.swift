import Clocks
import Synchronization
import Testing
import ThinDI

@Suite struct TraceTests {
  /// Every event, as `depth key outcome` lines.
  private final class Recorder: Sendable {
    private let events = Mutex<[ResolutionEvent]>([])
    func record(_ event: ResolutionEvent) { events.withLock { $0.append(event) } }
    var all: [ResolutionEvent] { events.withLock { $0 } }
    var lines: [String] {
      all.map { event in
        let outcome =
          switch event.outcome {
          case .built: "built"
          case .reused: "reused"
          case .failed(let error): "failed: \(error)"
          }
        return "\(event.depth) \(event.key) \(event.lifestyle) \(outcome)"
      }
    }
  }

  @Test func everyResolveIsReportedWhenItFinishes() throws {
    let recorder = Recorder()
    var builder = ContainerBuilder(installers: [StorageInstaller(), ListInstaller()])
    builder.traceResolutions(clock: TestClock()) { recorder.record($0) }
    let container = try builder.build()
    _ = try container.resolve(TodoListPresenter.self)
    _ = try container.resolve(TodoListPresenter.self)
    _ = try container.resolve(TodoStore.self)
    #expect(
      recorder.lines == [
        "2 DatabaseQueue singleton built",
        "1 TodoStore singleton built",
        "0 TodoListPresenter transient built",
        "1 TodoStore singleton reused",
        "0 TodoListPresenter transient built",
        "0 TodoStore singleton reused",
      ])
  }

  @Test func eventsCarryTheTimeOnTheTracesClock() throws {
    let clock = ManualClock()
    let recorder = Recorder()
    var builder = ContainerBuilder()
    builder.register(Logger.self) { _ in
      clock.advance(by: .milliseconds(3))
      return Logger()
    }
    builder.register(Formatter.self) { r in
      _ = try r.resolve(Logger.self)
      return Formatter()
    }
    builder.traceResolutions(clock: clock) { recorder.record($0) }
    let container = try builder.build()
    clock.advance(by: .milliseconds(10))
    _ = try container.resolve(Formatter.self)
    let events = recorder.all
    #expect(events.map(\.start) == [.milliseconds(10), .milliseconds(10)])
    #expect(events.map(\.duration) == [.milliseconds(3), .milliseconds(3)])
    #expect(
      events.map(\.description) == [
        "  Logger: transient, built in 3.000 ms",
        "Formatter: transient, built in 3.000 ms",
      ])
  }

  @Test func failuresAndGraphInstancesAreReported() throws {
    let recorder = Recorder()
    var builder = ContainerBuilder()
    builder.register(Logger.self, .graph, factory: Logger.init)
    builder.register(Formatter.self) { r in
      _ = try r.resolve(Logger.self)
      _ = try r.resolve(Logger.self)
      _ = try r.resolve(DatabaseQueue.self)
      return Formatter()
    }
    builder.traceResolutions(clock: TestClock()) { recorder.record($0) }
    let container = try builder.build()
    _ = try? container.resolve(Formatter.self)
    #expect(
      recorder.lines == [
        "1 Logger graph built",
        "1 Logger graph reused",
        "0 Formatter transient failed: Formatter → DatabaseQueue: not registered",
      ])
  }

  @Test func childTracesToItsParentsObserverAndProvidersContinueTheDepth() throws {
    let recorder = Recorder()
    var builder = ContainerBuilder()
    builder.register(Logger.self, factory: Logger.init)
    builder.traceResolutions(clock: TestClock()) { recorder.record($0) }
    let app = try builder.build()
    let child = try app.makeChild { builder in
      builder.register(Formatter.self) { r in
        _ = try r.provider(Logger.self)()
        return Formatter()
      }
    }
    _ = try child.resolve(Formatter.self)
    #expect(recorder.lines == ["1 Logger transient built", "0 Formatter transient built"])
  }

  @Test func argumentRegistrationsAreReported() throws {
    let recorder = Recorder()
    var builder = ContainerBuilder(installers: [StorageInstaller()])
    builder.register(TodoDetailPresenter.self, argument: TodoItem.self) { r, item in
      TodoDetailPresenter(item: item, store: try r.resolve())
    }
    builder.traceResolutions(clock: TestClock()) { recorder.record($0) }
    _ = try builder.build().resolve(TodoDetailPresenter.self, argument: TodoItem(title: "a"))
    #expect(
      recorder.lines == [
        "2 DatabaseQueue singleton built",
        "1 TodoStore singleton built",
        "0 TodoDetailPresenter(argument: TodoItem) transient built",
      ])
  }

  @Test func noEventsWithoutTheObserver() throws {
    let recorder = Recorder()
    var traced = ContainerBuilder(installers: [StorageInstaller()])
    traced.traceResolutions(clock: TestClock()) { recorder.record($0) }
    _ = try traced.build()
    let untraced = try ContainerBuilder(installers: [StorageInstaller()]).build()
    _ = try untraced.resolve(TodoStore.self)
    _ = try untraced.makeChild { _ in }.resolve(TodoStore.self)
    #expect(recorder.all.isEmpty)
  }
}

/// A clock that moves only when told, synchronously, so that a factory can make time pass.
private final class ManualClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    let offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let current = Mutex(Instant(offset: .zero))
  var now: Instant { current.withLock { $0 } }
  var minimumResolution: Duration { .zero }

  func advance(by duration: Duration) {
    current.withLock { $0 = $0.advanced(by: duration) }
  }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    current.withLock { $0 = Swift.max($0, deadline) }
  }
}
