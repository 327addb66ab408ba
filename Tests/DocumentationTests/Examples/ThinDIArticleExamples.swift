import Testing
import ThinDI
import ThinScenes

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

// MARK: - Scenes, routes and features

/// A host's screen, as the scenes article keeps it UI-free.
@MainActor
class MailScreen: SceneHost {
  var scene: (any Scene)?
  required init() {}
}

/// The inbox screen: opens a message by its id.
@MainActor
final class InboxScreen: MailScreen {
  var openMessage: SceneRoute<Int, MailScreen>?
}

/// The message screen.
@MainActor
final class MessageScreen: MailScreen {
  var subject = ""
}

/// Where the inbox's messages live.
final class Mailbox: Sendable {
  func subject(of id: Int) -> String { "Message \(id)" }
}

/// The inbox, assembled: it declares where it can go and takes the route there.
final class InboxScene: Scene {
  enum OpenMessage: Destination {
    typealias Argument = Int
  }

  init(screen: InboxScreen, resolver: inout Resolver, argument: Void) throws {
    screen.openMessage = try resolver.route(to: OpenMessage.self)
  }
}

/// One message, assembled from its id.
final class MessageScene: Scene {
  nonisolated static var sampleArgument: Int { 1 }
  let mailbox: Mailbox

  init(screen: MessageScreen, resolver: inout Resolver, argument id: Int) throws {
    mailbox = try resolver.resolve()
    screen.subject = mailbox.subject(of: id)
  }
}

/// The mail app as a feature: its mailbox opens when a mail screen first does.
enum MailFeature: Feature {
  static let name = "Mail"
}

/// The mail app's entrance.
enum MailApp: Destination {}

/// Registers the mail screens, their routes and the feature's launch work.
struct MailInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.register(Mailbox.self, .singleton) { Mailbox() }
    builder.registerScene(InboxScene.self, feature: MailFeature.self)
    builder.registerScene(MessageScene.self, feature: MailFeature.self)
    builder.registerRoute(MailApp.self, to: InboxScene.self)
    builder.registerRoute(InboxScene.OpenMessage.self, to: MessageScene.self)
    builder.addStartupStep("Open mailbox", feature: MailFeature.self) { _ in
      StartupAction {}
    }
  }
}

extension ThinDIArticleExamples {
  @MainActor
  @Test func scenesRoutesAndFeatures() async throws {
    let container = try ContainerBuilder(installers: [MailInstaller()]).build()
    let route = try container.route(to: MailApp.self, showing: MailScreen.self)
    if route.needsPreparation { try await route.prepare() }
    let inbox = try route() as? InboxScreen
    let message = try inbox?.openMessage?(7) as? MessageScreen
    #expect(message?.subject == "Message 7")
    #expect(container.hasStarted(MailFeature.self))
    #expect(container.validate().isEmpty)
  }
}
