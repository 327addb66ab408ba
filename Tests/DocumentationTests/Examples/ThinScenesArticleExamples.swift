import Testing
import ThinDI
import ThinScenes

// The code of ThinScenes' article, compiled and run: screens with no UI, as the article keeps
// them.

/// A host's screen, as the scenes article keeps it UI-free.
@MainActor
class MailScreen: SceneHost {
  let hostedScene = HostedScene()
}

/// The inbox screen: opens a message by its id, through the route it was made with.
@MainActor
final class InboxScreen: MailScreen {
  let openMessage: SceneRoute<Int, MailScreen>

  init(openMessage: SceneRoute<Int, MailScreen>) {
    self.openMessage = openMessage
  }
}

/// The message screen.
@MainActor
final class MessageScreen: MailScreen {
  let subject: String

  init(subject: String) {
    self.subject = subject
  }
}

/// Where the inbox's messages live.
final class Mailbox: Sendable {
  func subject(of id: Int) -> String { "Message \(id)" }
}

/// The inbox, assembled: it declares where it can go and makes its screen with the route there.
final class InboxScene: Scene {
  enum OpenMessage: Destination {
    typealias Argument = Int
  }

  nonisolated static var feature: (any Feature.Type)? { MailFeature.self }

  init(resolver: inout Resolver, argument: Void) throws {}

  func makeScreen(resolver: inout Resolver) throws -> InboxScreen {
    InboxScreen(openMessage: try resolver.route(to: OpenMessage.self))
  }
}

/// One message, assembled from its id.
final class MessageScene: Scene {
  nonisolated static var feature: (any Feature.Type)? { MailFeature.self }

  let mailbox: Mailbox
  let id: Int

  init(resolver: inout Resolver, argument id: Int) throws {
    mailbox = try resolver.resolve()
    self.id = id
  }

  func makeScreen(resolver: inout Resolver) -> MessageScreen {
    MessageScreen(subject: mailbox.subject(of: id))
  }
}

/// The mail app as a feature: its mailbox opens when a mail screen first does.
enum MailFeature: Feature {
  static let name = "Mail"
}

/// The mail app's entrance.
enum MailApp: Destination {}

/// Registers the mail screens, the routes into them and the feature's launch work.
struct MailInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.register(Mailbox.self, .singleton) { Mailbox() }
    builder.registerRoute(MailApp.self, to: InboxScene.self)
    builder.registerRoute(InboxScene.OpenMessage.self, to: MessageScene.self, sample: 1)
    builder.addStartupStep("Open mailbox", feature: MailFeature.self) { _ in
      StartupAction {}
    }
  }
}

/// The mail app's installers, listed once: installers are `Sendable` values.
enum MailApplication {
  static let installers: [any Installer] = [MailInstaller()]
}

@Suite struct ThinScenesArticleExamples {
  @MainActor
  @Test func scenesRoutesAndFeatures() async throws {
    let container = try ContainerBuilder(installers: MailApplication.installers).build()
    let route = try container.route(to: MailApp.self, showing: MailScreen.self)
    if route.needsPreparation { try await route.prepare() }
    let inbox = try route() as? InboxScreen
    let message = try inbox?.openMessage(7) as? MessageScreen
    #expect(message?.subject == "Message 7")
    #expect(container.hasStarted(MailFeature.self))
    #expect(container.validate().isEmpty)
  }
}
