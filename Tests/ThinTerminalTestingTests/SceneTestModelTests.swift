import Testing
import ThinTerminalTesting

/// Models are asserted as whole values first, then as changes, and a failure names the model.
extension SceneTestTests {
  @Test func modelsAreAssertedAsValuesWithADiff() async throws {
    let test = try await probe()
    test.assertModel(\.view.model, equals: ProbeModel())
    test.click("Go")
    await test.receive(refused)
    test.assertModel(\.view.model) { $0.attempts = 1 }
    withKnownIssue {
      test.assertModel(\.view.model) { $0.attempts = 5 }
    } matching: { issue in
      let text = issue.text
      return text.contains("−   attempts: 5") && text.contains("+   attempts: 1")
    }
    await test.finish()
  }

  /// A failure names the model's key path as the test wrote it, also through a computed
  /// property (whose key path describes itself only by an address), or by the name given.
  @Test func aFailingModelIsNamedAsTheTestWroteIt() async throws {
    let test = try await probe()
    withKnownIssue {
      test.assertModel(\.view.model.summary, equals: "3 attempts")
    } matching: { issue in
      issue.text.contains("\\.view.model.summary is not as expected")
    }
    withKnownIssue {
      test.assertModel(\.view.model.attempts, equals: 3, named: "attempts so far")
    } matching: { issue in
      issue.text.contains("attempts so far is not as expected")
    }
    await test.finish()
  }

  @Test func aModelChangeNeedsTheWholeValueFirst() async throws {
    let test = try await probe()
    withKnownIssue {
      test.assertModel(\.view.model) { $0.attempts = 1 }
    } matching: { issue in
      issue.text.contains("whole value first")
    }
    await test.finish()
  }

  @Test func aModelChangeLeftUnassertedFails() async throws {
    let test = try await probe()
    test.assertModel(\.view.model, equals: ProbeModel())
    test.click("Go")
    await test.receive(refused)
    await withKnownIssue {
      await test.finish()
    } matching: { issue in
      issue.text.contains("changed since it was last asserted")
    }
  }
}
