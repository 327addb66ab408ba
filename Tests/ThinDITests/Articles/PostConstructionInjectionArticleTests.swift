import Testing
import ThinDI

// The code of the DocC article "Objects that refer to each other", built for real.

private enum Article {
  @MainActor
  final class SyncEngine {
    weak var store: TaskStore?
  }

  @MainActor
  final class TaskStore {
    let sync: SyncEngine
    init(sync: SyncEngine) { self.sync = sync }
  }

  /// As in the article.
  static func register(into builder: inout ContainerBuilder) {
    builder.registerMainActor(SyncEngine.self, .singleton) { _ in
      SyncEngine()
    } finish: { r, engine in
      engine.store = try r.resolve()
    }
    builder.registerMainActor(TaskStore.self, .singleton) { r in
      TaskStore(sync: try r.resolve())
    }
  }

  /// The same as transients, which the article says is a cycle.
  static func registerTransient(into builder: inout ContainerBuilder) {
    builder.registerMainActor(SyncEngine.self) { _ in
      SyncEngine()
    } finish: { r, engine in
      engine.store = try r.resolve()
    }
    builder.registerMainActor(TaskStore.self) { r in
      TaskStore(sync: try r.resolve())
    }
  }
}

@MainActor
@Suite struct PostConstructionInjectionArticleTests {
  private func container(_ lifestyle: Lifestyle) throws -> Container {
    var builder = ContainerBuilder()
    if lifestyle == .singleton {
      Article.register(into: &builder)
    } else {
      Article.registerTransient(into: &builder)
    }
    return try builder.build()
  }

  @Test func engineAndStoreHoldEachOther() throws {
    let container = try container(.singleton)
    let engine = try container.resolve(Article.SyncEngine.self)
    #expect(engine.store?.sync === engine)
    #expect(container.validate().isEmpty)
  }

  @Test func resolvingTheStoreFirstGivesTheSamePair() throws {
    let container = try container(.singleton)
    let store = try container.resolve(Article.TaskStore.self)
    #expect(store.sync.store === store)
    #expect(try container.resolve(Article.SyncEngine.self) === store.sync)
  }

  @Test func asTransientsTheyAreACycle() throws {
    #expect {
      try container(.transient).resolve(Article.SyncEngine.self)
    } throws: { error in
      "\(error)" == "SyncEngine → TaskStore → SyncEngine: cycle"
    }
  }
}
