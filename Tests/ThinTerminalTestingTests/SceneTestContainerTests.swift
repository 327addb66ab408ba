import Testing
import ThinDI
import ThinTerminal
import ThinTerminalTesting

/// A scene test builds its scene as the app's route does, from the installers given, and refuses
/// to start where the app would: a scene no installer given registers, or a container that
/// validation finds a problem in, fails the test at once, saying what to do.
@MainActor
@Suite struct SceneTestContainerTests {
  /// What `body` threw, as a test output reads it.
  private func thrown(_ body: () async throws -> Void) async -> String {
    do {
      try await body()
      return "nothing thrown"
    } catch {
      return String(describing: error)
    }
  }

  /// The probe screen's sender is left out on purpose: the greeting needs nothing, and the
  /// container, which cannot build the probe screen without it, is not validated.
  @Test func aSceneWithAnArgumentAndNothingToFake() async throws {
    let test = try await SceneTest(
      GreetingScene.self, argument: "Ada", installers: [ProbeInstaller()], hosting: .alone,
      validation: .off)
    #expect(test.text.contains("Hello, Ada!"))
    await test.finish()
  }

  @Test func aSceneItsRouteOpensInANewScopeIsBuiltInOneGivenItsArgument() async throws {
    let test = try await SceneTest(
      VisitorScene.self, argument: Visitor(name: "Ada"), scope: .new(named: "visit"),
      installers: [VisitorInstaller()], hosting: .alone)
    #expect(test.text.contains("Hello, Ada!"))
    #expect(test.scene.scope?.name == "visit")
    await test.finish()
    // Outside a scope its scoped greeting cannot be built: what `scope` is for.
    await #expect(throws: ResolutionError.self) {
      _ = try await SceneTest(
        VisitorScene.self, argument: Visitor(name: "Ada"), installers: [VisitorInstaller()],
        hosting: .alone)
    }
  }

  @Test func aSceneNoInstallerRegistersSaysWhichCallRegistersIt() async {
    let text = await thrown {
      _ = try await SceneTest(TipsScene.self, argument: 50, installers: [TipsInstaller()])
    }
    #expect(text.contains("no installer given to SceneTest registers a route to TipsScene"))
    #expect(text.contains("registerRoute(_:to: TipsScene.self)"))
    #expect(text.contains("installers: [TipsInstaller]"))
  }

  /// The route into the tips screen cannot build it without the tips installer's service: the
  /// test stops with validation's report, as `AppRunner` refuses to start.
  @Test func aRouteTheContainerCannotBuildFailsTheTestAsItStarts() async {
    let text = await thrown {
      _ = try await SceneTest(StopwatchScene.self, installers: [StopwatchInstaller()])
    }
    #expect(text.contains("TipsScene(argument: Int) → TipsService: not registered"))
    #expect(text.contains("validation: .off"))
  }

  /// A test that leaves the tips installer out on purpose turns validation off: Tips then
  /// shows the error's alert, and a failure that lists it says why it showed.
  @Test func withValidationOffARouteThatCannotOpenShowsItsAlertAndSaysWhy() async throws {
    let test = try await SceneTest(
      StopwatchScene.self, installers: [StopwatchInstaller()], validation: .off)
    test.click("Tips")
    await test.receive(
      .highlight("Tips"), .route(StopwatchScene.OpenTips.self, StopwatchViewController.secondsRun))
    await withKnownIssue {
      await test.receive(.push(TipsScene.self))
    } matching: { issue in
      let text = issue.text
      return text.contains(
        "shown because the route to StopwatchScene.OpenTips could not open its screen: ")
        && text.contains("TipsScene(argument: Int) → TipsService: not registered")
    }
    await test.receive(
      .alert(title: "Error", message: "Something went wrong.", actions: ["Close"]))
    await test.skipOutputs()
    await test.finish()
  }

  @Test func theErrorSaysWhatStoppedTheTest() async {
    await #expect(throws: SceneTestError.self) {
      _ = try await SceneTest(StopwatchScene.self, installers: [StopwatchInstaller()])
    }
    do {
      _ = try await SceneTest(TipsScene.self, argument: 50, installers: [TipsInstaller()])
      Issue.record("the tips screen was built, though no installer registers it")
    } catch let error as SceneTestError {
      guard case .sceneNotRegistered(let scene) = error.reason else {
        Issue.record("not the missing scene: \(error)")
        return
      }
      #expect(ObjectIdentifier(scene) == ObjectIdentifier(TipsScene.self))
    } catch {
      Issue.record("not a SceneTestError: \(error)")
    }
  }
}
