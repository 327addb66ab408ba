import Clocks
import Testing
import ThinDI
import ThinKit
import ThinScenes

@testable import ThinTerminal

/// The app runner on an in-memory terminal: input queued before the run is what the user
/// does once the first screen shows, so no test waits for anything but the run's end.
@MainActor
@Suite struct AppRunnerTests {
  let journal = Journal()

  private func runner(failing: Set<String> = []) -> AppRunner {
    AppRunner(
      programName: "app",
      installers: [
        AppShellInstaller(clock: TestClock<Duration>()),
        RunnerTestInstaller(journal: journal, failing: failing),
      ],
      firstScreen: Home.self)
  }

  /// How the user (or the system) ends the run.
  enum Ending: String, CaseIterable, Sendable {
    case quitKey, controlC, terminationSignal, endOfInput

    @MainActor func perform(on terminal: InMemoryTerminal) {
      switch self {
      case .quitKey: terminal.type("q")
      case .controlC: terminal.send(.key(KeyPress(.character("c"), modifiers: .control)))
      case .terminationSignal: terminal.requestTermination()
      case .endOfInput: terminal.finish()
      }
    }
  }

  @Test(arguments: Ending.allCases)
  func shutdownStepsRunInReverseOrderForWhatStarted(ending: Ending) async {
    let terminal = InMemoryTerminal(size: Size(width: 40, height: 12))
    ending.perform(on: terminal)
    let exit = await runner().run(on: terminal, clock: TestClock())
    #expect(exit == .success)
    #expect(journal.lines == ["open launch", "open home", "close home", "close launch"])
    #expect(terminal.frameCount <= 1, "the run ended at once")
  }

  @Test func aFailedStartupStepShutsDownWhatStartedAndSaysWhich() async {
    let terminal = InMemoryTerminal()
    let exit = await runner(failing: ["open home"]).run(on: terminal, clock: TestClock())
    #expect(exit.status == 1)
    #expect(exit.message == "app: startup step \"open home\" failed: open home broke\n")
    #expect(journal.lines == ["open launch", "open home", "close launch"])
    #expect(terminal.frameCount == 0, "the app never showed")
  }

  @Test func aFailingShutdownStepFailsTheExitInWordsAfterTheOthersRan() async {
    let terminal = InMemoryTerminal()
    terminal.finish()
    let exit = await runner(failing: ["close home"]).run(on: terminal, clock: TestClock())
    #expect(exit.status == 1)
    #expect(exit.message == "app: shutdown step \"close home\" failed: close home broke\n")
    #expect(journal.lines == ["open launch", "open home", "close home", "close launch"])
  }

  @Test func theShellsThemeIsTheWindowsSoTheBarAndTheScreenWearIt() async {
    var theme = Theme.standard
    theme.background = Color(red: 10, green: 20, blue: 30)
    theme.barBackground = Color(red: 40, green: 50, blue: 60)
    var runner = runner()
    runner.installers[0] = AppShellInstaller(clock: TestClock<Duration>(), theme: theme)
    let terminal = InMemoryTerminal(size: Size(width: 40, height: 12))
    let run = Task { await runner.run(on: terminal, clock: TestClock()) }
    await terminal.waitForFrames(1)
    #expect(terminal.screen[0, 0].background == theme.barBackground, "the bar's row")
    #expect(terminal.screen[0, 5].background == theme.background, "the screen under it")
    terminal.finish()
    #expect(await run.value == .success)
  }

  @Test func aContainerWithAProblemIsRefusedBeforeAnyStep() async {
    var runner = runner()
    runner.installers.append(
      StepInstaller { builder in
        builder.register(String.self) { resolver in "\(try resolver.resolve(Int.self))" }
      })
    let exit = await runner.run(on: InMemoryTerminal(), clock: TestClock())
    #expect(exit.status == 1)
    #expect(
      exit.message.hasPrefix("app: the container has 1 problem(s), so nothing was started:\n"))
    #expect(exit.message.contains("Int"), "the problem is named: \(exit.message)")
    #expect(!exit.message.contains("AppShellInstaller"), "the shell is there")
    #expect(journal.lines.isEmpty)
  }

  /// An app that forgot the shell hears which installer registers the update cycle it lacks,
  /// whether a screen needs it (validation refuses) or only the runner does (the first screen
  /// cannot open).
  @Test(arguments: [true, false])
  func aContainerWithoutTheShellIsToldToListIt(screenNeedsTheCycle: Bool) async {
    var installers: [any Installer] = [RunnerTestInstaller(journal: journal)]
    if screenNeedsTheCycle {
      installers.append(
        StepInstaller { builder in
          builder.register(String.self) { resolver in
            "\(try resolver.resolve(UpdateCycle.self))"
          }
        })
    }
    let runner = AppRunner(programName: "app", installers: installers, firstScreen: Home.self)
    let exit = await runner.run(on: InMemoryTerminal(), clock: TestClock())
    #expect(exit.status == 1)
    #expect(exit.message.contains("UpdateCycle: not registered"), "\(exit.message)")
    #expect(
      exit.message.contains(
        "AppShellInstaller is not among the installers: it registers the clock"),
      "\(exit.message)")
    #expect(exit.message.contains("list it first (installers: [AppShellInstaller(), …])"))
  }

  /// A startup step built from a `@MainActor` registration (a view's appearance, say): the
  /// runner builds steps on the main actor, as validation does, so both agree it works.
  @Test func aStartupStepMayDependOnAMainActorRegistration() async {
    var runner = runner()
    let journal = journal
    runner.installers.append(
      StepInstaller { builder in
        builder.registerMainActor(MainActorMade.self) { _ in MainActorMade() }
        builder.addStartupStep("appearance") { resolver in
          let text = try resolver.resolve(MainActorMade.self).text
          return StartupAction { journal.write(text) }
        }
      })
    let terminal = InMemoryTerminal()
    terminal.finish()
    let exit = await runner.run(on: terminal, clock: TestClock())
    #expect(exit == .success, "\(exit.message)")
    #expect(journal.lines.contains("made on the main actor"))
  }

  @Test func theRootIsTheAppsStackWithItsSpecQuitKeyAndHints() throws {
    let shell = AppShellInstaller(navigationSpec: { _ in
      NavigationSpec([BarButtonSpec(.title("Help"), position: .right) { _ in }])
    })
    let root = try AppRunner.root(
      showing: ViewController(), from: try ContainerBuilder(installers: [shell]).build())
    #expect(root.navigationSpec?.barButtons.map(\.content.title) == ["Help"])
    #expect(root.quitKey == KeyPress(.character("q")))
    #expect(!root.isKeyHintsHidden)
    let plain = try AppRunner.root(
      showing: ViewController(), from: try ContainerBuilder().build(), quitKey: nil,
      showsKeyHints: false)
    #expect(plain.navigationSpec == nil)
    #expect(plain.quitKey == nil)
    #expect(plain.isKeyHintsHidden)
  }
}

/// What only the main actor makes (a `registerMainActor` registration).
final class MainActorMade: Sendable {
  let text = "made on the main actor"
}

/// An installer made of a closure, for one test's extra registrations.
struct StepInstaller: Installer {
  let body: @Sendable (inout ContainerBuilder) -> Void

  func install(into builder: inout ContainerBuilder) {
    body(&builder)
  }
}
