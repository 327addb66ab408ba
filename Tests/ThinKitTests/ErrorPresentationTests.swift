import Testing

@testable import ThinKit

/// A view controller that records the alerts it was asked to show.
@MainActor final class SpyErrorDisplay: ErrorDisplaying {
  struct Alert {
    var title: String
    var message: String
    var actions: [AlertActionSpec]
  }

  private(set) var alerts: [Alert] = []

  func presentAlert(title: String, message: String, actions: [AlertActionSpec]) {
    alerts.append(Alert(title: title, message: message, actions: actions))
  }
}

/// A typed error as an app writes one: it knows some messages and answers some questions.
enum SignInError: UserPresentableError {
  case invalidUserName
  case invalidPassword
  case rateLimited(message: String)
  case malformedResponse

  var userReadableMessage: String {
    switch self {
    case .invalidUserName: "Enter a valid email address."
    case .invalidPassword: "Enter your password."
    case .rateLimited(let message): message
    case .malformedResponse: Self.fallbackMessage
    }
  }

  var isInvalidUserName: Bool {
    if case .invalidUserName = self { return true }
    return false
  }

  var isInvalidPassword: Bool {
    if case .invalidPassword = self { return true }
    return false
  }
}

/// An error with nothing to say to a person.
struct DiskError: Error {}

/// Tracks whether an alert's button ran its handler.
@MainActor final class Flag {
  var isSet = false
}

@MainActor
@Suite struct ErrorPresentationTests {
  @Test func displayErrorShowsErrorWithTheMessageAndOneCloseButton() {
    let display = SpyErrorDisplay()
    display.displayError(SignInError.rateLimited(message: "Too many attempts."))
    #expect(display.alerts.count == 1)
    #expect(display.alerts.first?.title == "Error")
    #expect(display.alerts.first?.message == "Too many attempts.")
    #expect(display.alerts.first?.actions.map(\.title) == ["Close"])
  }

  @Test func anErrorThatIsNotPresentableShowsTheFallback() {
    let display = SpyErrorDisplay()
    display.displayError(DiskError())
    #expect(display.alerts.first?.title == "Error")
    #expect(display.alerts.first?.message == "Something went wrong.")
  }

  @Test func closeRunsTheHandler() {
    let display = SpyErrorDisplay()
    let closed = Flag()
    display.displayError(SignInError.malformedResponse) { closed.isSet = true }
    #expect(!closed.isSet)
    display.alerts.first?.actions.first?.handler?()
    #expect(closed.isSet)
    #expect(display.alerts.first?.message == "Something went wrong.")
  }

  @Test func errorsAnswerQuestionsInsteadOfShowingCodes() {
    #expect(SignInError.invalidUserName.isInvalidUserName)
    #expect(!SignInError.invalidUserName.isInvalidPassword)
    #expect(SignInError.invalidPassword.isInvalidPassword)
    #expect(!SignInError.malformedResponse.isInvalidUserName)
  }

  @Test func defaultsAreTheStandardTitleFallbackAndNo() {
    struct Bare: UserPresentableError {}
    #expect(Bare().title == "Error")
    #expect(Bare().userReadableMessage == "Something went wrong.")
    #expect(!Bare().isInvalidUserName)
    #expect(!Bare().isInvalidPassword)
  }
}
