import Foundation
import Synchronization
import Testing
import ThinDI

@Suite struct FinishConcurrencyTests {
  @Test func singletonsThatReferToEachOtherAreBuiltOnceWhenTwoThreadsRace() async throws {
    for _ in 0..<200 {
      let built = Counter()
      let container = try container { builder in
        builder.register(Parent.self, .singleton) { _ in
          built.increment()
          return Parent()
        } finish: { r, parent in
          parent.child = try r.resolve()
        }
        builder.register(Child.self, .singleton) { _ in
          built.increment()
          return Child()
        } finish: { r, child in
          child.parent = try r.resolve()
        }
      }
      async let fromParent = onNewThread { try? container.resolve(Parent.self) }
      async let fromChild = onNewThread { try? container.resolve(Child.self) }
      let (parent, child) = await (fromParent, fromChild)
      #expect(parent != nil && child != nil)
      #expect(parent?.child === child)
      #expect(child?.parent === parent)
      #expect(built.value == 2)
    }
  }

  @Test func othersWaitForTheFinishBeforeTheyGetTheInstance() async throws {
    let finishing = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let container = try container { builder in
      builder.register(Parent.self, .singleton) { _ in
        Parent()
      } finish: { r, parent in
        finishing.signal()
        _ = release.wait(timeout: .now() + 5)
        parent.child = try r.resolve()
      }
      builder.register(Child.self, factory: Child.init)
    }
    async let builder = onNewThread { try? container.resolve(Parent.self) }
    let waiter = await onNewThread { () -> Bool in
      finishing.wait()
      // Released only once this thread is about to ask: it must get a finished parent.
      release.signal()
      return (try? container.resolve(Parent.self))?.child != nil
    }
    #expect(waiter)
    #expect(await builder?.child != nil)
  }
}
