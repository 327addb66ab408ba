import Clocks
import Synchronization
import Testing
import ThinDI

// The code and output of the DocC article "Tracing resolutions", for real.

@Suite struct TracingResolutionsArticleTests {
  @Test func traceAsInTheArticle() throws {
    let clock = TestClock()
    let printed = Mutex<[String]>([])
    @Sendable func print(_ event: ResolutionEvent) { printed.withLock { $0.append("\(event)") } }

    var builder = ContainerBuilder(installers: [StorageInstaller(), ListInstaller()])
    builder.traceResolutions(clock: clock) { event in print(event) }
    let container = try builder.build()
    _ = try container.resolve(TodoListPresenter.self)
    _ = try container.resolve(TodoListPresenter.self)

    #expect(
      printed.withLock { $0 } == [
        "    DatabaseQueue: singleton, built in 0.000 ms",
        "  TodoStore: singleton, built in 0.000 ms",
        "TodoListPresenter: transient, built in 0.000 ms",
        "  TodoStore: singleton, reused in 0.000 ms",
        "TodoListPresenter: transient, built in 0.000 ms",
      ])
  }

  @Test func tracingAChildOfALiveApp() throws {
    let app = try ContainerBuilder(installers: [StorageInstaller(), ListInstaller()]).build()
    let store = try app.resolve(TodoStore.self)
    let events = Mutex<[ResolutionEvent]>([])
    @Sendable func print(_ event: ResolutionEvent) { events.withLock { $0.append(event) } }

    var tracing = ContainerBuilder(parent: app)
    tracing.traceResolutions(clock: ContinuousClock()) { event in print(event) }
    let traced = try tracing.build()
    #expect(try traced.resolve(TodoListPresenter.self).store === store)
    #expect(
      events.withLock { $0.map(\.key.description) } == ["TodoStore", "TodoListPresenter"])
  }
}
