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

/// A typed error as an app writes one: it knows some messages, whether its request was
/// answered, and one case maps to an alert of its own.
enum UploadError: UserPresentableError {
  case tooLarge
  case rateLimited(message: String)
  case offline
  case malformedResponse

  var userReadableMessage: String {
    switch self {
    case .tooLarge: "The file is too large."
    case .rateLimited(let message): message
    case .offline: "You are offline."
    case .malformedResponse: Self.fallbackMessage
    }
  }

  var wasRequestPerformed: Bool {
    if case .offline = self { return false }
    return true
  }

  var alert: AlertSpec {
    guard case .offline = self else {
      return AlertSpec(
        title: title, message: userReadableMessage,
        actions: [AlertActionSpec(title: "Close", style: .cancel)])
    }
    return AlertSpec(
      title: "Offline", message: userReadableMessage,
      actions: [
        AlertActionSpec(title: "Later", style: .cancel), AlertActionSpec(title: "Try Again"),
      ])
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
    display.displayError(UploadError.rateLimited(message: "Too many attempts."))
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

  /// A description is for logs, not for people: an error with one still shows the fallback,
  /// as the host's article says.
  @Test func anErrorWithADescriptionStillShowsTheFallback() {
    struct Described: Error, CustomStringConvertible {
      var description: String { "/var/lib/app/state: permission denied" }
    }
    let display = SpyErrorDisplay()
    display.displayError(Described())
    #expect(display.alerts.first?.message == "Something went wrong.")
  }

  @Test func closeRunsTheHandler() {
    let display = SpyErrorDisplay()
    let closed = Flag()
    display.displayError(UploadError.malformedResponse) { closed.isSet = true }
    #expect(!closed.isSet)
    display.alerts.first?.actions.first?.handler?()
    #expect(closed.isSet)
    #expect(display.alerts.first?.message == "Something went wrong.")
  }

  @Test func anErrorChoosesItsOwnAlertAndCloseFollowsEveryButton() {
    let display = SpyErrorDisplay()
    let closed = Flag()
    display.displayError(UploadError.offline) { closed.isSet = true }
    #expect(display.alerts.first?.title == "Offline")
    #expect(display.alerts.first?.message == "You are offline.")
    #expect(display.alerts.first?.actions.map(\.title) == ["Later", "Try Again"])
    #expect(display.alerts.first?.actions.map(\.style) == [.cancel, .default])
    display.alerts.first?.actions.last?.handler?()
    #expect(closed.isSet)
  }

  @Test func errorsSayWhetherTheirRequestWasAnswered() {
    #expect(UploadError.tooLarge.wasRequestPerformed)
    #expect(!UploadError.offline.wasRequestPerformed)
  }

  @Test func defaultsAreTheStandardTitleFallbackNoRequestAndClose() {
    struct Bare: UserPresentableError {}
    #expect(Bare().title == "Error")
    #expect(Bare().userReadableMessage == "Something went wrong.")
    #expect(!Bare().wasRequestPerformed)
    #expect(Bare().alert.title == "Error")
    #expect(Bare().alert.message == "Something went wrong.")
    #expect(Bare().alert.actions.map(\.title) == ["Close"])
    #expect(Bare().alert.actions.map(\.style) == [.cancel])
  }
}
