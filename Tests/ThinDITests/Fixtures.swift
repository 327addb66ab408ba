import Foundation
import Synchronization
import ThinDI

// Small app-shaped types the tests register. Classes, so that identity can be checked.

final class DatabaseQueue: Sendable {
  let path: String
  init(path: String = ":memory:") { self.path = path }
}

final class TodoStore: Sendable {
  let queue: DatabaseQueue
  init(queue: DatabaseQueue) { self.queue = queue }
}

final class TodoListPresenter: Sendable {
  let store: TodoStore
  init(store: TodoStore) { self.store = store }
}

final class Logger: Sendable {
  init() {}
}

final class Formatter: Sendable {
  init() {}
}

struct TodoItem: Sendable, Equatable {
  let title: String
}

final class TodoDetailPresenter: Sendable {
  let item: TodoItem
  let store: TodoStore
  init(item: TodoItem, store: TodoStore) {
    self.item = item
    self.store = store
  }
}

/// A parent and a child that refer to each other, the child weakly: the shape post-construction
/// injection is for.
final class Parent: Sendable {
  private let storedChild = Mutex<Child?>(nil)
  var child: Child? {
    get { storedChild.withLock { $0 } }
    set { storedChild.withLock { $0 = newValue } }
  }
  init() {}
  init(child: Child) { self.child = child }
}

final class Child: Sendable {
  private let storedParent = Mutex<WeakParent>(WeakParent())
  var parent: Parent? {
    get { storedParent.withLock { $0.parent } }
    set { storedParent.withLock { $0.parent = newValue } }
  }
  init() {}
}

struct WeakParent: Sendable {
  weak var parent: Parent?
}

/// Counts how many times a factory ran, from any thread.
final class Counter: Sendable {
  private let count = Atomic(0)
  var value: Int { count.load(ordering: .sequentiallyConsistent) }
  func increment() { count.add(1, ordering: .sequentiallyConsistent) }
}

struct SampleError: Error, CustomStringConvertible {
  var description: String { "disk full" }
}

/// Registers the store and its queue.
struct StorageInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue() }
    builder.register(TodoStore.self, .singleton) { r in TodoStore(queue: try r.resolve()) }
  }
}

/// Registers the list's presenter, one per screen.
struct ListInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.register(TodoListPresenter.self) { r in
      TodoListPresenter(store: try r.resolve())
    }
  }
}

/// Builds a container from a few registrations, or fails the test.
func container(_ configure: (inout ContainerBuilder) -> Void) throws -> Container {
  var builder = ContainerBuilder()
  configure(&builder)
  return try builder.build()
}

/// Runs `body` on a thread of its own, outside the cooperative pool, which blocking would starve.
func onNewThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread { continuation.resume(returning: body()) }
  }
}
