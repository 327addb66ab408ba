import Testing

@testable import ThinTerminal

/// How long typed-ahead keys wait: 50 ms by default, a number of milliseconds from the
/// environment (`THINTERMINAL_TYPEAHEAD_WAIT_MS`), as curses reads `ESCDELAY`.
@MainActor
@Suite struct TypeAheadWaitLimitTests {
  @Test func theDefaultIsFiftyMilliseconds() {
    #expect(Application.defaultTypeAheadWaitLimit == .milliseconds(50))
    #expect(Application().typeAheadWaitLimit == .milliseconds(50))
  }

  @Test(arguments: [("0", 0), ("250", 250), ("60000", 60_000)])
  func aNumberOfMillisecondsIsTaken(text: String, milliseconds: Int) {
    let limit = AppRunner.typeAheadWaitLimit(in: ["THINTERMINAL_TYPEAHEAD_WAIT_MS": text])
    #expect(limit == .milliseconds(milliseconds))
  }

  @Test(arguments: ["", "-1", "60001", "1.5", "50ms", "99999999999999999999"])
  func anythingElseLeavesTheDefault(text: String) {
    #expect(AppRunner.typeAheadWaitLimit(in: ["THINTERMINAL_TYPEAHEAD_WAIT_MS": text]) == nil)
    #expect(AppRunner.typeAheadWaitLimit(in: [:]) == nil)
  }
}
