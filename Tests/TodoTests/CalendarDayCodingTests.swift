import Foundation
import Testing

@testable import Todo

/// A day in JSON (or any `Codable` format) is its `YYYY-MM-DD` text, as in the table.
@Suite struct CalendarDayCodingTests {
  @Test func aDayIsItsTextInJSON() throws {
    let data = try JSONEncoder().encode([day("2025-03-14")])
    #expect(String(decoding: data, as: UTF8.self) == #"["2025-03-14"]"#)
    #expect(try JSONDecoder().decode([CalendarDay].self, from: data) == [day("2025-03-14")])
  }

  @Test func textThatIsNoDayIsRefusedInWords() {
    let data = Data(#"["2025-02-30"]"#.utf8)
    #expect {
      try JSONDecoder().decode([CalendarDay].self, from: data)
    } throws: { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.debugDescription == "not a YYYY-MM-DD day: 2025-02-30"
    }
  }
}
