import Testing

@testable import ThinTerminalFuzzing

/// How a fuzz check reports a broken contract: a failure in its words, whose message is built
/// only then, since the fuzzer checks millions of inputs that keep it.
@Suite struct FuzzFailureTests {
  @Test func aBrokenContractIsReportedInWordsBuiltOnlyForIt() {
    var built = 0
    func message() -> String {
      built += 1
      return "3 bytes pending outside a paste"
    }
    #expect(throws: Never.self) { try check(true, message()) }
    #expect(built == 0, "no message is built for a contract kept")
    #expect(throws: FuzzFailure.self) { try check(false, message()) }
    do {
      try check(1 > 2, message())
    } catch {
      #expect(error.description == "3 bytes pending outside a paste")
    }
    #expect(built == 2)
  }
}
