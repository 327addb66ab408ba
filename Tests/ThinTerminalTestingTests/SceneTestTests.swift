import CustomDump
import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import ThinTerminalTesting

/// A name the fake sender was given, as the harness records it.
struct SentName: Equatable, Sendable {
  let name: String
}

/// A sender that posts what it sends to the test's output channel.
struct PostingSender: NameSending {
  let outputs: SceneOutputChannel

  func send(_ name: String) {
    outputs.post(SentName(name: name))
  }
}

extension Issue {
  /// What the issue says, its comments included.
  var text: String {
    ([String(describing: self)] + comments.map(\.rawValue)).joined(separator: "\n")
  }
}

/// The harness tests itself: what it records, and that exhaustiveness cannot silently break —
/// an unasserted output, an expected one that never came, and one out of order each fail.
@MainActor
@Suite struct SceneTestTests {
  func probe(exhaustivity: Exhaustivity = .on) async throws -> SceneTest<ProbeScene> {
    let test = try await SceneTest(
      ProbeScene.self, installers: [ProbeInstaller()],
      terminal: ScreenConfiguration(size: Size(width: 40, height: 12)),
      exhaustivity: exhaustivity
    ) { builder, context in
      builder.register((any NameSending).self, .singleton) {
        PostingSender(outputs: context.outputs)
      }
    }
    return test
  }

  /// Go with an empty name: the button lights up, the field is marked and shaken.
  let refused: [SceneOutput] = [.highlight("Go"), .invalid("Name"), .shake("Name")]

  @Test func recordsEveryOutputInOrderAndPassesWhenAllAreAsserted() async throws {
    let test = try await probe()
    test.click("Go")
    await test.receive(refused)
    test.click("Name")
    test.type("Ada")
    test.key(.tab)
    test.key(.enter)
    await test.receive(
      .focus("Name"), .focus("Go"), .valid("Name"), .posted(SentName(name: "Ada")),
      .route(ProbeScene.Next.self, "Ada"), .push(GreetingScene.self), .focus(nil),
      .highlight("Go"))
    await test.advance(by: .milliseconds(300))
    #expect(test.text.contains("Hello, Ada!"))
    await test.finish()
  }

  @Test func receiveWaitsForWhatAFakePostsFromAnotherThread() async throws {
    let test = try await probe()
    let outputs = test.outputs
    Task.detached { outputs.post(SentName(name: "late")) }
    await test.receive(.posted(SentName(name: "late")))
    await test.finish()
  }

  @Test func alertsAreRecordedWithTheirTitleMessageAndActions() async throws {
    let test = try await probe()
    test.key(.escape)
    await test.receive(.alert(title: "Clear?", message: nil, actions: ["Cancel", "Clear"]))
    await test.advance(by: .milliseconds(300))
    await test.receive(.focus("Cancel"))
    test.click("Clear")
    await test.receive(.highlight("Clear"), .dismiss(.alert), .focus(nil))
    await test.finish()
  }

  @Test func anUnassertedOutputFailsTheTestWithAList() async throws {
    let test = try await probe()
    test.click("Go")
    await withKnownIssue {
      await test.finish()
    } matching: { issue in
      let text = issue.text
      return text.contains("3 output(s) left unasserted") && text.contains(".shake(\"Name\")")
    }
  }

  @Test func anExpectedOutputThatNeverComesFails() async throws {
    let test = try await probe()
    await withKnownIssue {
      await test.receive(.shake("Name"), timeout: .milliseconds(20))
    } matching: { issue in
      issue.text.contains("Expected output never came")
    }
    await test.finish()
  }

  @Test func anExpectedOutputThatNeverComesShowsHowTheNextOneDiffers() async throws {
    let test = try await probe()
    test.click("Go")
    await withKnownIssue {
      await test.receive(.push(GreetingScene.self), timeout: .milliseconds(50))
    } matching: { issue in
      let text = issue.text
      return text.contains("− .push(GreetingScene)") && text.contains("+ .highlight(\"Go\")")
        && text.contains("Waiting, not asserted")
    }
    await test.skipOutputs()
    await test.finish()
  }

  @Test func aStepThatMustDoNothingFailsWhenItDoesSomething() async throws {
    let test = try await probe()
    test.click("Go")
    await withKnownIssue {
      await test.receiveNothing()
    } matching: { issue in
      issue.text.contains("Expected no output, but came")
    }
    await test.finish()
  }

  @Test func anOutputOutOfOrderFails() async throws {
    let test = try await probe()
    test.click("Go")
    await withKnownIssue {
      await test.receive(.shake("Name"))
    } matching: { issue in
      let text = issue.text
      return text.contains("but first came 2 output(s) not asserted")
        && text.contains(".invalid(\"Name\")")
    }
    await test.finish()
  }

  @Test func aTestReleasedUnfinishedFailsOnWhatItLeft() async throws {
    var test: SceneTest<ProbeScene>? = try await probe()
    test?.click("Go")
    withKnownIssue {
      test = nil
    } matching: { issue in
      issue.text.contains("ended without finish()")
    }
  }

  @Test func nonExhaustiveTestsAssertOnlyWhatTheyName() async throws {
    let test = try await probe(exhaustivity: .off)
    test.click("Name")
    test.type("Ada")
    test.click("Go")
    await test.receive(.posted(SentName(name: "Ada")), .push(GreetingScene.self))
    await test.finish()
  }

  @Test func aTestMaySkipWhatCameAndHostTheScreenItsOwnWay() async throws {
    let test = try await SceneTest(
      ProbeScene.self, installers: [ProbeInstaller()],
      terminal: ScreenConfiguration(size: Size(width: 40, height: 12)),
      hosting: .custom { screen, _ in
        let stack = NavigationController(rootViewController: screen)
        stack.isNavigationBarHidden = true
        return stack
      }
    ) { builder, context in
      builder.register((any NameSending).self, .singleton) {
        PostingSender(outputs: context.outputs)
      }
    }
    #expect(test.navigation?.isNavigationBarHidden == true)
    #expect(test.position(of: "Go") == Point(x: 4, y: 3))
    test.click(at: Point(x: 4, y: 3))
    await test.skipOutputs()
    await test.receiveNothing()
    await test.finish()
  }

  @Test func outputsReadAsATestWritesThem() {
    let outputs: [SceneOutput] = [
      .focus(nil), .animation("pulse", on: "BlockDigitsView"),
      .alert(title: "Clear?", message: nil, actions: ["Cancel", "Clear"]),
      .posted(SentName(name: "Ada")), .pop([ScreenName(GreetingScene.self), .alert]),
      .present(GreetingScene.self), .dismiss(GreetingScene.self), .pop(GreetingScene.self),
    ]
    #expect(
      outputs.map(\.description) == [
        ".focus(nil)", ".animation(\"pulse\", on: \"BlockDigitsView\")",
        ".alert(title: \"Clear?\", message: nil, actions: [\"Cancel\", \"Clear\"])",
        ".posted(SentName(name: \"Ada\"))", ".pop(GreetingScene, alert)",
        ".present(GreetingScene)", ".dismiss(GreetingScene)", ".pop(GreetingScene)",
      ])
    #expect(String(customDumping: SceneOutput.focus("Go")) == ".focus(\"Go\")")
    #expect(String(customDumping: AnyOutput(SentName(name: "Ada"))).contains("Ada"))
    #expect(String(customDumping: ScreenName.alert) == "alert")
  }

  @Test func screensAreNamedByTheirSceneOrTheirType() {
    let plain = HostedViewController(rootView: View())
    #expect(SceneOutput.screenName(of: plain) == ScreenName("HostedViewController"))
    let stack = NavigationController(rootViewController: plain)
    #expect(SceneOutput.screenName(of: stack) == ScreenName("HostedViewController"))
    #expect(SceneOutput.name(of: Label(text: "Hi")) == "Hi")
    #expect(SceneOutput.name(of: View()) == "View")
  }
}
