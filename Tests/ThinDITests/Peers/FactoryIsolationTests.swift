import Testing
import ThinDI

// Factory's IsolationTests and NonisolatedTests (Swift Testing): main-actor services, Sendable
// services and actors, resolved from the main actor and from detached tasks. A main-actor
// service is registered with `registerMainActor`, which the container runs only for callers on
// the main actor (GettingStarted.md, "Say how to build it"); elsewhere it throws where Factory's
// `resolveOnMainActor()` hops. Factory's custom global actors have no ThinDI counterpart.

@MainActor private protocol MyMainActorType: AnyObject {
  func load() -> String
}

@MainActor private final class MainActorService: MyMainActorType {
  func load() -> String { "MainActor" }
}

private final class SomeSendableType: Sendable {}

private actor SomeActor {
  func name() -> String { "actor" }
}

@MainActor
@Suite struct FactoryIsolationTests {
  private func container() throws -> Container {
    var builder = ContainerBuilder()
    builder.registerMainActor(MainActorService.self) { _ in MainActorService() }
    builder.register(SomeSendableType.self, .singleton) { SomeSendableType() }
    builder.register(SomeActor.self) { SomeActor() }
    return try builder.build()
  }

  // Factory: mainActorProtocolResolution and testMainActorClassDependency.
  @Test func mainActorServiceResolvesOnTheMainActor() throws {
    let service: MyMainActorType = try container().resolve(MainActorService.self)
    #expect(service.load() == "MainActor")
  }

  // Factory: testSendableDependency and testActorDependencyFromMainActor (NonisolatedTests):
  // Sendable services and actors resolve from any isolation.
  @Test func sendableServicesAndActorsResolveFromADetachedTask() async throws {
    let container = try container()
    let (singleton, name) = try await Task.detached {
      let singleton = try container.resolve(SomeSendableType.self)
      return (singleton, try await container.resolve(SomeActor.self).name())
    }.value
    #expect(singleton === (try container.resolve(SomeSendableType.self)))
    #expect(name == "actor")
  }

  // Factory: resolveOnMainActorFromDetached. From a detached task, a main-actor service is
  // resolved by hopping to the main actor, one new instance per resolve; resolved in place, it
  // throws instead of running main-actor code off the main actor.
  @Test func mainActorServiceFromADetachedTaskNeedsAHop() async throws {
    let container = try container()
    let distinct = try await Task.detached {
      let a = try await MainActor.run { try container.resolve(MainActorService.self) }
      let b = try await MainActor.run { try container.resolve(MainActorService.self) }
      return a !== b
    }.value
    #expect(distinct)
    let reason = await Task.detached { () -> ResolutionError.Reason? in
      do {
        _ = try container.resolve(MainActorService.self)
        return nil
      } catch {
        return (error as? ResolutionError)?.reason
      }
    }.value
    guard case .requiresMainActor = reason else {
      Issue.record("expected requiresMainActor, got \(String(describing: reason))")
      return
    }
  }
}
