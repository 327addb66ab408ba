import Testing
import ThinDI
import ThinScenes

// Scopes opened by routes: a route that begins a scope with its argument, for the screen it opens.

/// A signed-in user's credentials, given to the session's scope by the route that opens it.
private struct Credentials: Sendable, Equatable {
  let user: String
}

/// An object of the session: one per scope, built from the scope's credentials.
private final class Account: Sendable {
  let credentials: Credentials
  init(credentials: Credentials) { self.credentials = credentials }
}

/// Where a signed-in user goes.
private enum SignedIn: Destination {
  typealias Argument = Credentials
}

/// The signed-in screen: keeps the session's scope and ends it as it goes.
@MainActor
private final class AccountScene: Scene {
  let account: Account
  let session: Scope?

  init(resolver: inout Resolver, argument: Credentials) throws {
    account = try resolver.resolve()
    session = resolver.scope
  }

  func makeScreen(resolver: inout Resolver) -> NoteScreen {
    NoteScreen(shown: 0, title: account.credentials.user)
  }

  func stop() { session?.end() }
}

@MainActor
@Suite struct SceneScopeTests {
  private func container() throws -> Container {
    var builder = ContainerBuilder()
    let sample = Credentials(user: "sample")
    builder.registerScopedValue(Credentials.self, sample: sample)
    builder.register(Account.self, .scoped) { r in Account(credentials: try r.resolve()) }
    builder.registerRoute(
      SignedIn.self, to: AccountScene.self, scope: .new(named: "signed in"), sample: sample)
    return try builder.build()
  }

  @Test func eachOpeningBeginsAScopeGivenTheArgumentAndEndingItReleasesTheSession() throws {
    let container = try container()
    let route = try container.route(to: SignedIn.self, showing: Screen.self)
    var ada: Screen? = try route(Credentials(user: "ada"))
    let bob = try route(Credentials(user: "bob"))
    #expect((ada as? NoteScreen)?.title == "ada")
    #expect((bob as? NoteScreen)?.title == "bob")
    weak let account = (ada?.scene as? AccountScene)?.account
    weak let session = (ada?.scene as? AccountScene)?.session
    #expect(account != nil && account !== (bob.scene as? AccountScene)?.account, "a scope each")
    #expect(session?.name == "signed in")
    ada?.scene?.stop()
    #expect(session?.hasEnded == true)
    ada = nil
    #expect(account == nil, "the session's objects go with it")
    #expect(session == nil)
  }

  @Test func aScopedValueNobodyGaveIsAnErrorInWords() throws {
    let container = try container()
    let scope = container.makeScope()
    #expect {
      _ = try scope.resolve(Account.self)
    } throws: { error in
      "\(error)".contains("no Credentials was given to this scope")
    }
    try scope.provide(Credentials(user: "cy"))
    #expect(try scope.resolve(Account.self).credentials.user == "cy")
  }

  @Test func validationGivesScopedValuesTheirSample() throws {
    let report = try container().validate()
    #expect(report.isEmpty, "\(report)")
  }
}
