import Auth
import AuthContract
import Testing
import ThinDI
import ThinScenes
import ThinTerminal
import ThinTerminalTesting

@testable import AuthUI

/// The forgotten-password sheet, built alone for an email and presented as the form presents
/// it: prefilled, checked, the same answer for every address, errors, and going away — every
/// output in order.
@MainActor
@Suite struct PasswordResetSceneTests {
  private let answer = "If an account exists for who@example.com, a reset link is on its way."

  /// The sheet for `email`, presented over a screen of its own (the form, in the app), its
  /// field focused.
  private func passwordReset(
    email: String = "ada@example.com", answers: [String: HTTPAnswer] = SignInStub.answers
  ) async throws -> SceneTest<PasswordResetScene> {
    let test = try await SceneTest.auth(
      PasswordResetScene.self, argument: email, answers: answers,
      hosting: .custom { _, _ in ViewController() })
    test.host.window.rootViewController?.present(test.screen, animated: false)
    await test.receive(.present(PasswordResetScene.self), .focus("Email Address"))
    return test
  }

  /// Types `text` at the end of the field and sends it with Return.
  private func send(_ text: String, on test: SceneTest<PasswordResetScene>) {
    test.type(text)
    test.key(.enter)
  }

  /// The sheet's text on one line, its border and wrapping left out.
  private func sheetText(_ test: SceneTest<PasswordResetScene>) -> String {
    test.lines.map { $0.replacingOccurrences(of: "│", with: " ") }
      .joined(separator: " ").split(separator: " ").joined(separator: " ")
  }

  @Test func opensWithTheEmailItWasGiven() async throws {
    let test = try await passwordReset()
    #expect(test.text.contains("Forgotten password?"))
    #expect(test.text.contains("Enter your email address to get a reset link."))
    #expect(test.lines.contains { $0.contains("✉  ada@example.com") })
    test.assertModel(\.view.model, equals: PasswordResetViewModel(email: "ada@example.com"))
    await test.finish()
  }

  @Test func sendingPostsTheTrimmedAddressAndAnswersTheSameSentence() async throws {
    let test = try await passwordReset(email: "")
    send("who@example.com ", on: test)
    // Busy: the field lets focus go while the request runs.
    await test.receive(.focus(nil), .posted(SentRequest.passwordReset))
    await test.advance(by: .milliseconds(300))
    await test.receive(.focus("Close"))
    #expect(sheetText(test).contains(answer))
    test.assertModel(
      \.view.model,
      equals: PasswordResetViewModel(email: "", isBusy: false, answer: answer))
    #expect(!test.text.contains("Send link"), "the field and Send go; Cancel becomes Close")
    test.key(.enter)
    // The sheet goes as Close is pressed; its highlight shows on the way out.
    await test.receive(.dismiss(PasswordResetScene.self), .focus(nil), .highlight("Close"))
    await test.finish()
  }

  /// At 40×12, the smallest supported screen, the answer wraps into the rows the field and
  /// Send leave: the whole sentence shows, nothing cut.
  @Test func theAnswerShowsWholeAt40x12() async throws {
    let test = try await SceneTest.auth(
      PasswordResetScene.self, argument: "",
      terminal: ScreenConfiguration(size: Size(width: 40, height: 12)),
      hosting: .custom { _, _ in ViewController() })
    test.host.window.rootViewController?.present(test.screen, animated: false)
    await test.receive(.present(PasswordResetScene.self), .focus("Email Address"))
    send("who@example.com", on: test)
    await test.receive(.focus(nil), .posted(SentRequest.passwordReset))
    await test.advance(by: .milliseconds(300))
    await test.receive(.focus("Close"))
    #expect(sheetText(test).contains(answer), "\(test.lines.joined(separator: "\n"))")
    #expect(!test.text.contains("…"))
    await test.finish()
  }

  /// A long address (up to 254 characters are valid) does not push the answer's end off the
  /// sheet: its middle gives way to "…", and what happens — a reset link is on its way — shows,
  /// at 40×12 and on a large screen alike (the end was cut there, after the address).
  @Test(arguments: [(Size(width: 40, height: 12), 60), (Size(width: 100, height: 30), 240)])
  func aLongAddressGivesWayAndTheAnswerEndsWhole(size: Size, length: Int) async throws {
    let email = String(repeating: "a", count: length - 12) + "@example.com"
    let test = try await SceneTest.auth(
      PasswordResetScene.self, argument: email, terminal: ScreenConfiguration(size: size),
      hosting: .custom { _, _ in ViewController() })
    test.host.window.rootViewController?.present(test.screen, animated: false)
    await test.receive(.present(PasswordResetScene.self), .focus("Email Address"))
    test.key(.enter)
    await test.receive(.focus(nil), .posted(SentRequest.passwordReset))
    await test.advance(by: .milliseconds(300))
    await test.receive(.focus("Close"))
    // Wrapped at any column inside the address: compared without spaces.
    let shown = sheetText(test).filter { $0 != " " }
    #expect(shown.contains("Ifanaccountexistsforaaaa"), "\(test.lines.joined(separator: "\n"))")
    #expect(shown.contains("a…a"), "\(shown)")
    #expect(shown.contains("aaa@example.com,aresetlinkisonitsway."), "\(shown)")
    test.assertModel(
      \.view.model,
      equals: PasswordResetViewModel(
        email: email, answer: PasswordResetPresenter.answer(for: email)))
    await test.finish()
  }

  @Test func anEmailThatIsNotAnAddressIsMarkedShakenEveryTimeAndNotSent() async throws {
    let test = try await passwordReset(email: "")
    test.key(.enter)
    await test.receive(.invalid("Email Address"), .shake("Email Address"))
    send("ada", on: test)
    await test.receive(.shake("Email Address"))  // marked already: shaken again
    #expect(test.text.contains("●"))
    let sentence = "Enter a valid email address."
    #expect(test.row(of: sentence) == (test.row(of: "✉") ?? 0) + 1, "said in words, under it")
    test.assertModel(\.view.model, equals: PasswordResetViewModel(email: "", problem: sentence))
    await test.finish()  // no request: it would be an output
  }

  @Test func aValidAddressClearsTheMark() async throws {
    let test = try await passwordReset(email: "ada")
    test.key(.enter)
    await test.receive(.invalid("Email Address"), .shake("Email Address"))
    #expect(test.text.contains("Enter a valid email address."))
    send("@example.com", on: test)
    await test.receive(.valid("Email Address"))
    #expect(!test.text.contains("Enter a valid email address."), "the words go with the mark")
    await test.receive(.focus(nil), .posted(SentRequest.passwordReset))
    await test.advance(by: .milliseconds(300))
    await test.receive(.focus("Close"))
    #expect(!test.text.contains("●"))
    await test.finish()
  }

  @Test func aFailedRequestShowsTheErrorAndKeepsTheSheet() async throws {
    let test = try await passwordReset(
      answers: SignInStub.answers(AuthAPI.passwordResetsPath, nil))
    test.key(.enter)
    await test.receive(
      .focus(nil), .posted(SentRequest.passwordReset), .focus("Email Address"),
      .alert(
        title: "Error", message: "Service unreachable. Check your connection and try again.",
        actions: ["Close"]),
      // The alert takes focus from the field as it starts to slide in.
      .focus("Close"))
    await test.advance(by: .milliseconds(300))
    test.key(.enter)
    // The field took focus back when the request ended, and the alert gives it back: the
    // next keys go to the address.
    await test.receive(.dismiss(.alert), .focus("Email Address"))
    test.assertModel(\.view.model, equals: PasswordResetViewModel(email: "ada@example.com"))
    #expect(test.text.contains("Send link"), "no answer: the sheet asks again")
    test.key(.escape)
    await test.receive(.dismiss(PasswordResetScene.self), .focus(nil))
    await test.finish()
  }

  @Test func cancelAndEscCloseTheSheetWithoutSending() async throws {
    for close in ["Cancel", "Esc"] {
      let test = try await passwordReset()
      if close == "Cancel" {
        test.click("Cancel")
        await test.receive(.highlight("Cancel"))
      } else {
        test.key(.escape)
      }
      await test.receive(.dismiss(PasswordResetScene.self), .focus(nil))
      await test.advance(by: .milliseconds(300))
      #expect(test.presented == nil, "\(close)")
      await test.finish()
    }
  }
}
