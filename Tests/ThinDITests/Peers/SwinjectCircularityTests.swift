import Foundation
import Testing
import ThinDI

// Swinject's circularity cases, in ThinDI's terms (see SwinjectBehaviourTests): `initCompleted`
// is `finish`. Its provider cases are in SwinjectProviderTests.

@Suite struct SwinjectCircularityTests {
  @Test(arguments: [Lifestyle.graph, .weak, .singleton])
  func twoObjectsLinkedThroughTheirProperties(lifestyle: Lifestyle) throws {
    let container = try container { builder in
      builder.register(Server.self, lifestyle) { _ in
        Server()
      } finish: { r, server in
        server.client = try r.resolve()
      }
      builder.register(Client.self, lifestyle) { _ in
        Client()
      } finish: { r, client in
        client.server = try r.resolve()
      }
    }
    let server = try container.resolve(Server.self)
    #expect(server.client?.server === server)
  }

  // With `.weak`, the server its client's finish builds again must outlive that finish, or the
  // client would point at a server nobody holds while the resolve returns another one.
  @Test(arguments: [Lifestyle.graph, .weak, .singleton])
  func twoObjectsLinkedThroughAnInitializerAndAProperty(lifestyle: Lifestyle) throws {
    let container = try container { builder in
      builder.register(Server.self, lifestyle) { r in Server(client: try r.resolve()) }
      builder.register(Client.self, lifestyle) { _ in
        Client()
      } finish: { r, client in
        client.server = try r.resolve()
      }
    }
    let server = try container.resolve(Server.self)
    #expect(server.client?.server === server)
  }

  @Test func fourObjectsLinkedThroughTheirProperties() throws {
    let container = try container { builder in
      builder.register(RingA.self, .graph) { _ in
        RingA()
      } finish: { r, a in
        a.b = try r.resolve()
      }
      builder.register(RingB.self, .graph) { _ in
        RingB()
      } finish: { r, b in
        b.c = try r.resolve()
      }
      builder.register(RingC.self, .graph) { _ in
        RingC()
      } finish: { r, c in
        c.a = try r.resolve()
        c.d = try r.resolve()
      }
      builder.register(RingD.self, .graph) { _ in
        RingD()
      } finish: { r, d in
        d.b = try r.resolve()
        d.c = try r.resolve()
      }
    }
    try expectRing(try container.resolve(RingA.self))
  }

  @Test(arguments: [Lifestyle.graph, .weak, .singleton])
  func fourObjectsLinkedThroughInitializersAndProperties(lifestyle: Lifestyle) throws {
    let container = try container { builder in
      builder.register(RingA.self, lifestyle) { r in RingA(b: try r.resolve()) }
      builder.register(RingB.self, lifestyle) { r in RingB(c: try r.resolve()) }
      builder.register(RingC.self, lifestyle) { r in
        RingC(d: try r.resolve())
      } finish: { r, c in
        c.a = try r.resolve()
      }
      builder.register(RingD.self, lifestyle) { _ in
        RingD()
      } finish: { r, d in
        d.b = try r.resolve()
        d.c = try r.resolve()
      }
    }
    try expectRing(try container.resolve(RingA.self))
  }

  private func expectRing(_ a: RingA) throws {
    let b = try #require(a.b)
    let c = try #require(b.c)
    let d = try #require(c.d)
    #expect(c.a === a)
    #expect(d.b === b)
    #expect(d.c === c)
  }

  @Test func weakRootStaysAliveWhileItsGraphIsBuilt() throws {
    let container = try container { builder in
      builder.register(Server.self, .weak) { r in Server(client: try r.resolve()) }
      builder.register(Client.self, .graph) { _ in
        Client()
      } finish: { r, client in
        client.secondServer = try r.resolve()
      }
    }
    let server = try container.resolve(Server.self)
    #expect(server.client?.secondServer === server)
  }

  @Test func weakRingIsLetGoOnceTheResolveHasReturnedAndNobodyHoldsIt() throws {
    let container = try container { builder in
      builder.register(Server.self, .weak) { r in Server(client: try r.resolve()) }
      builder.register(Client.self, .weak) { _ in
        Client()
      } finish: { r, client in
        client.server = try r.resolve()
      }
    }
    weak let server = try container.resolve(Server.self)
    #expect(server == nil, "the resolve holds its weak instances only until it returns")
    weak let client = try container.resolve(Client.self)
    #expect(client == nil)
  }

  @Test func constructorCycleIsAnErrorNotARecursion() throws {
    let container = try container { builder in
      builder.register(Server.self, .graph) { r in Server(client: try r.resolve()) }
      builder.register(Client.self, .graph) { r in
        let client = Client()
        client.secondServer = try r.resolve()
        return client
      }
    }
    #expect {
      try container.resolve(Server.self)
    } throws: { error in
      "\(error)" == "Server → Client → Server: cycle"
    }
  }
}
