import Synchronization
import ThinDI

// The small worlds the peers' test suites resolve (pets, owners, servers and clients), written
// again for ThinDI. Classes, so that identity can be checked; mutable where a peer injects
// properties after construction. Only the thread-safety ports share them across threads, and
// those use the Sendable ones at the bottom.

protocol Animal: AnyObject {
  var name: String? { get }
}

class Cat: Animal {
  let name: String?
  let sleeping: Bool
  var favoriteFood: Food?
  init(name: String? = nil, sleeping: Bool = false) {
    self.name = name
    self.sleeping = sleeping
  }
}

final class Siamese: Cat {}

final class Dog: Animal {
  let name: String?
  init(name: String? = nil) { self.name = name }
}

/// A value type registered as a service: every resolve hands out a copy.
struct Turtle {
  var name: String
}

protocol Food: AnyObject {}
final class Sushi: Food {}

protocol Person: AnyObject {}

final class PetOwner: Person {
  var pet: Animal?
  var favoriteFood: Food?
  init(pet: Animal? = nil) { self.pet = pet }
  func inject(pet: Animal) { self.pet = pet }
}

// Two objects that need each other, and a ring of four.

final class Server {
  var client: Client?
  init(client: Client? = nil) { self.client = client }
}

final class Client {
  weak var server: Server?
  var secondServer: Server?
}

final class RingA {
  var b: RingB?
  init(b: RingB? = nil) { self.b = b }
}

final class RingB {
  var c: RingC?
  init(c: RingC? = nil) { self.c = c }
}

final class RingC {
  weak var a: RingA?
  var d: RingD?
  init(d: RingD? = nil) { self.d = d }
}

final class RingD {
  weak var b: RingB?
  weak var c: RingC?
}

// Sendable versions, for the thread-safety ports.

final class SharedServer: Sendable {
  private let storedClient = Mutex<SharedClient?>(nil)
  var client: SharedClient? {
    get { storedClient.withLock { $0 } }
    set { storedClient.withLock { $0 = newValue } }
  }
  init() {}
}

final class SharedClient: Sendable {
  let server: SharedServer
  init(server: SharedServer) { self.server = server }
}

/// A container set after the registrations that capture it are made, for factories that resolve
/// from a container of their own (a resolve inside a resolve).
final class ContainerHolder: @unchecked Sendable {
  // @unchecked: set once, before any resolve that reads it.
  var container: Container?
}

// A ring of four Sendable objects for the thread-safety ports of Swinject's circularity cases:
// A → B → C → D through initializers, C → A and D → B, C through properties set by finishes.

final class SharedRingA: Sendable {
  let b: SharedRingB
  init(b: SharedRingB) { self.b = b }
}

final class SharedRingB: Sendable {
  let c: SharedRingC
  init(c: SharedRingC) { self.c = c }
}

final class SharedRingC: Sendable {
  let d: SharedRingD
  private let storedA = Mutex<SharedRingA?>(nil)
  var a: SharedRingA? {
    get { storedA.withLock { $0 } }
    set { storedA.withLock { $0 = newValue } }
  }
  init(d: SharedRingD) { self.d = d }
}

final class SharedRingD: Sendable {
  private let stored = Mutex<(b: SharedRingB?, c: SharedRingC?)>((nil, nil))
  var b: SharedRingB? {
    get { stored.withLock { $0.b } }
    set { stored.withLock { $0.b = newValue } }
  }
  var c: SharedRingC? {
    get { stored.withLock { $0.c } }
    set { stored.withLock { $0.c = newValue } }
  }
  init() {}
}
