import Testing
import ThinDI

// The code of ThinDI's articles that ThinDI's own tests do not already hold, compiled and run.

/// The screen of the lifestyle article's scope: one per signed-in session.
final class AccountViewController: Sendable {}

@Suite struct ThinDIArticleExamples {
  @Test func choosingALifestyleScopes() throws {
    var builder = ContainerBuilder()
    builder.register(AccountViewController.self, .scoped) { AccountViewController() }
    let container = try builder.build()
    let session = container.makeScope(named: "signed in")
    let account = try session.resolve(AccountViewController.self)
    session.end()  // scoped instances are released; resolving them from `session` now throws
    #expect(throws: ResolutionError.self) { try session.resolve(AccountViewController.self) }
    #expect(try container.makeScope().resolve(AccountViewController.self) !== account)
  }
}
