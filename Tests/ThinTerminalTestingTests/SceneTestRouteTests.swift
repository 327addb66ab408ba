import CustomDump
import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import ThinTerminalTesting

/// Destinations for comparing route outputs without a screen: one whose argument is not
/// `Equatable`, and two that take none.
enum Door {
  enum Visit: Destination {
    typealias Argument = Visitor
  }

  enum Leave: Destination {}
  enum Stay: Destination {}
}

/// Whether `issue`'s text mentions every one of `parts`: how a known failure is matched.
private func mentions(_ issue: Issue, _ parts: String...) -> Bool {
  parts.allSatisfy(issue.text.contains)
}

/// A result a view controller routes across screens is an output like the others: recorded with
/// its destination and argument before the push it causes, and failing a test that leaves it
/// unasserted or expects another.
@MainActor
@Suite struct SceneTestRouteTests {
  private func probe() async throws -> SceneTest<ProbeScene> {
    try await SceneTestTests().probe()
  }

  /// Types `name` and presses Go: the outputs up to the route.
  private func go(_ test: SceneTest<ProbeScene>, with name: String) async {
    test.click("Name")
    test.type(name)
    test.click("Go")
    await test.receive(
      .focus("Name"), .highlight("Go"), .posted(SentName(name: name)))
  }

  @Test func aRouteIsRecordedWithItsArgumentBeforeThePushItCauses() async throws {
    let test = try await probe()
    await go(test, with: "Ada")
    await test.receive(
      .route(ProbeScene.Next.self, "Ada"), .push(GreetingScene.self), .focus(nil))
    await test.finish()
  }

  @Test func anUnassertedRouteFailsTheTest() async throws {
    let test = try await probe()
    await go(test, with: "Ada")
    await withKnownIssue {
      await test.receive(.push(GreetingScene.self), .focus(nil))
    } matching: {
      mentions(
        $0, "but first came 1 output(s) not asserted", ".route(ProbeScene.Next, \"Ada\")")
    }
    await test.finish()
  }

  @Test func aRouteLeftUnassertedAtTheEndFailsTheTest() async throws {
    let test = try await probe()
    await go(test, with: "Ada")
    await withKnownIssue {
      await test.finish()
    } matching: {
      mentions($0, "3 output(s) left unasserted", "1. .route(ProbeScene.Next, \"Ada\")")
    }
  }

  @Test func aRouteWithAnotherArgumentFailsWithADiff() async throws {
    let test = try await probe()
    await go(test, with: "Ada")
    await withKnownIssue {
      await test.receive(.route(ProbeScene.Next.self, "Bob"), timeout: .milliseconds(50))
    } matching: {
      mentions(
        $0, "− .route(ProbeScene.Next, \"Bob\")", "+ .route(ProbeScene.Next, \"Ada\")")
    }
    await test.skipOutputs()
    await test.finish()
  }

  @Test func aRouteThatFailsToOpenIsRecordedBeforeItsAlert() async throws {
    let test = try await probe()
    await go(test, with: GreetingScene.nobody)
    await test.receive(
      .route(ProbeScene.Next.self, GreetingScene.nobody),
      .alert(title: "Error", message: "Something went wrong.", actions: ["Close"]))
    await test.skipOutputs()
    await test.finish()
  }

  /// On screen the alert says only "Something went wrong."; a test that did not expect it
  /// reads why the screen could not be built.
  @Test func anUnexpectedAlertOfAFailedRouteNamesTheErrorInTheFailure() async throws {
    let test = try await probe()
    await go(test, with: GreetingScene.nobody)
    await test.receive(.route(ProbeScene.Next.self, GreetingScene.nobody))
    await withKnownIssue {
      await test.receive(.push(GreetingScene.self))
    } matching: {
      mentions($0, "Something went wrong.", "GreetingScene(argument: String)", "NobodyToGreet")
    }
    await test.skipOutputs()
    await test.finish()
  }

  @Test func argumentsCompareByValueOrElseByTheirDump() {
    #expect(SceneOutput.route(ProbeScene.Next.self, "Ada") == .route(ProbeScene.Next.self, "Ada"))
    #expect(SceneOutput.route(ProbeScene.Next.self, "Ada") != .route(ProbeScene.Next.self, "Bob"))
    let ada = SceneOutput.route(Door.Visit.self, Visitor(name: "Ada"))
    #expect(ada == .route(Door.Visit.self, Visitor(name: "Ada")), "not Equatable: by its dump")
    #expect(ada != .route(Door.Visit.self, Visitor(name: "Bob")))
    #expect(SceneOutput.route(Door.Leave.self) == .route(Door.Leave.self))
    #expect(SceneOutput.route(Door.Leave.self) != .route(Door.Stay.self), "by destination")
    #expect(AnyOutput(comparing: "Ada") == AnyOutput("Ada"))
    #expect(AnyOutput(comparing: 1) != AnyOutput(comparing: "1"), "by type too")
  }

  @Test func routesReadAsATestWritesThem() {
    let outputs: [SceneOutput] = [
      .route(ProbeScene.Next.self, "Ada"), .route(Door.Leave.self),
      .route(Door.Visit.self, Visitor(name: "Ada")),
    ]
    #expect(
      outputs.map(\.description) == [
        ".route(ProbeScene.Next, \"Ada\")", ".route(Door.Leave)",
        ".route(Door.Visit, Visitor(name: \"Ada\"))",
      ])
    #expect(String(customDumping: DestinationName(Door.Leave.self)) == "Door.Leave")
  }
}
