import Testing
import ThinDI

// The code of ThinDI's articles that ThinDI's own tests do not already hold, compiled and run.

/// The lifestyle article's scoped object: one per signed-in session.
final class AccountStore: Sendable {}

@Suite struct ThinDIArticleExamples {
  @Test func choosingALifestyleScopes() throws {
    var builder = ContainerBuilder()
    builder.register(AccountStore.self, .scoped) { AccountStore() }
    let container = try builder.build()
    let session = container.makeScope(named: "signed in")
    let account = try session.resolve(AccountStore.self)
    session.end()  // scoped instances are released; resolving them from `session` now throws
    #expect(throws: ResolutionError.self) { try session.resolve(AccountStore.self) }
    #expect(try container.makeScope().resolve(AccountStore.self) !== account)
  }
}
