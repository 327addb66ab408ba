import Auth
import AuthContract
import Testing
import ThinKit

/// The error answers questions; nobody compares codes.
@Suite struct AuthErrorTests {
  @Test func classicCodesKeepTheirNumbers() {
    let numbers = AuthError.Code.allCases.map(\.rawValue)
    #expect(
      numbers == [999, 1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011])
  }

  @Test func onlyTheNamedFieldsAreReportedAsInvalid() {
    for code in AuthError.Code.allCases {
      let error = AuthError(code, wasRequestPerformed: true)
      #expect(error.isInvalidUserName == (code == .invalidUserName))
      #expect(error.isInvalidPassword == (code == .invalidPassword))
    }
  }

  @Test func messagesForPeopleAndTheFallbackForEverythingElse() {
    func message(_ code: AuthError.Code, _ text: String? = nil) -> String {
      AuthError(code, message: text, wasRequestPerformed: true).userReadableMessage
    }
    #expect(message(.invalidCredentials) == "Incorrect email or password.")
    #expect(message(.invalidCredentials, "Nope.") == "Nope.")
    #expect(message(.rateLimited, "Wait a minute.") == "Wait a minute.")
    #expect(
      AuthError(.rateLimited, wasRequestPerformed: true, retryAfterSeconds: 12)
        .userReadableMessage == "Too many attempts. Try again in 12 s.")
    #expect(message(.unreachable) == "Service unreachable. Check your connection and try again.")
    #expect(
      message(.connectionClosed)
        == "The server closed the connection before it answered. Try again.")
    #expect(message(.badRequest, "Enter your email address.") == "Enter your email address.")
    for code in [
      AuthError.Code.unknown, .unauthorized, .serialization, .http, .backend, .invalidResponse,
    ] {
      #expect(message(code, "internal detail") == "Something went wrong.", "\(code)")
    }
  }

  /// A server's Retry-After past a day (`9223372036854775807`) is no number a person can use:
  /// "later", as for none.
  @Test(arguments: [(86_400, "in 86400 s"), (86_401, "later"), (Int.max, "later"), (-5, "later")])
  func anAbsurdWaitIsLater(seconds: Int, expected: String) {
    let error = AuthError(.rateLimited, wasRequestPerformed: true, retryAfterSeconds: seconds)
    #expect(error.userReadableMessage == "Too many attempts. Try again \(expected).")
  }

  @Test func refusedInputIsOnlyWhatNeverLeftTheClient() {
    #expect(AuthError(.invalidUserName, wasRequestPerformed: false).isRefusedInput)
    #expect(!AuthError(.invalidUserName, wasRequestPerformed: true).isRefusedInput)
    #expect(!AuthError.unreachable.isRefusedInput)
    #expect(!AuthError.unreachable.wasRequestPerformed)
  }

  @Test func itIsAUserPresentableErrorWithTheStandardTitle() {
    let error: any UserPresentableError = AuthError(.http, wasRequestPerformed: true)
    #expect(error.title == "Error")
    #expect(
      "\(AuthError(.http, wasRequestPerformed: true, httpStatus: 418))"
        == "AuthError.http (1005), HTTP 418")
  }
}

/// A refusal of the shared rules becomes a client error that never left the client.
@Suite struct CredentialProblemErrorTests {
  @Test func aCredentialProblemIsRefusedInputNamingItsField() {
    let email = AuthError(CredentialProblem(.email, message: "Enter a valid email address."))
    #expect(email.isInvalidUserName && email.isRefusedInput)
    #expect(email.userReadableMessage == "Enter a valid email address.")
    let password = AuthError(CredentialProblem(.password, message: "Enter your password."))
    #expect(password.isInvalidPassword && !password.wasRequestPerformed)
  }
}
