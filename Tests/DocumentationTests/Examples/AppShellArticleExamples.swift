import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import ThinTerminalTesting

// The code the view controllers article shows for an app that `AppRunner` starts: a
// navigation spec given to the shell, a sheet that closes itself, and a launch step that fails.

/// Where the About bar button goes; an installer binds it to the about sheet.
enum OpenAbout: Destination {}

/// The app's bar: About on every screen, presenting the about sheet through its route.
@Sendable func aboutNavigation(resolver: inout Resolver) throws -> NavigationSpec {
  let about = try resolver.route(to: OpenAbout.self, showing: ViewController.self)
  return NavigationSpec([
    BarButtonSpec(.title("About"), position: .right) { context in
      (context.viewController as? ViewController)?.present(about)
    }
  ])
}

/// The about sheet: nothing closes a presented screen but the screen itself, so Esc does here.
final class AboutViewController: ViewController {
  init(view: Label) {
    super.init(view: view, title: "About")
    preferredContentSize = Size(width: 40, height: 5)
  }

  override var keyCommands: [KeyCommand] {
    [
      KeyCommand(KeyPress(.escape), title: "close") { [weak self] in
        self?.dismiss(animated: true)
      }
    ]
  }
}

/// The about sheet, assembled.
final class AboutScene: Scene {
  let view = Label(text: "Feedback 1.0")

  init(resolver: inout Resolver, argument: Void) throws {}

  func makeScreen(resolver: inout Resolver) -> AboutViewController {
    AboutViewController(view: view)
  }
}

/// Registers the about sheet's route.
struct AboutInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.registerRoute(OpenAbout.self, to: AboutScene.self)
  }
}

/// A launch step that cannot reach its server: what the runner does when the launch fails.
struct ServerCheck: StartupStep {
  struct Unreachable: Error, CustomStringConvertible {
    var description: String { "the server cannot be reached" }
  }

  func run() async throws { throw Unreachable() }
}

/// Adds the launch step that fails.
struct ServerCheckInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.addStartupStep("Server check") { _ in ServerCheck() }
  }
}

@MainActor
@Suite struct AppShellArticleExamples {
  @Test func theShellsNavigationSpecPresentsASheetThatClosesItself() async throws {
    let shell = AppShellInstaller(navigationSpec: aboutNavigation)
    let container = try ContainerBuilder(
      installers: [shell, FeedbackInstaller(), FeedbackSenderInstaller(), AboutInstaller()]
    ).build()
    #expect(container.validate().isEmpty)
    let feedback = try container.route(to: FeedbackApp.self, showing: ViewController.self)()
    let host = TestHost(try AppRunner.root(showing: feedback, from: container))
    defer { host.stop() }
    host.key(.character("a"), .alt)
    await host.advance(by: .milliseconds(300))
    #expect(host.text.contains("Feedback 1.0"))
    host.key(.escape)
    await host.advance(by: .milliseconds(300))
    #expect(!host.text.contains("Feedback 1.0"))
  }

  @Test func aFailedLaunchStepEndsTheRunInWords() async {
    let runner = AppRunner(
      programName: "feedback",
      installers: [
        AppShellInstaller(), FeedbackInstaller(), FeedbackSenderInstaller(),
        ServerCheckInstaller(),
      ],
      firstScreen: FeedbackApp.self)
    let exit = await runner.run(on: InMemoryTerminal())
    #expect(exit.status == 1)
    let said = "feedback: startup step \"Server check\" failed: the server cannot be reached\n"
    #expect(exit.message == said)
  }
}
