import Foundation

/// What the user chose, kept between launches: how many minutes a work period lasts.
struct PomodoroSettings: Codable, Equatable, Sendable {
  var workMinutes: Int

  /// The classic 25 minutes.
  static let standard = PomodoroSettings(workMinutes: 25)

  /// The minutes a work period may last.
  static let workMinutesRange = 1...90

  /// A work period's length.
  var workLength: Duration { .seconds(workMinutes * 60) }

  /// The minutes `text` says, or why they cannot be, in words.
  static func workMinutes(from text: String) throws(SettingsRefusal) -> Int {
    let digits = text.trimmingCharacters(in: .whitespaces)
    guard let minutes = Int(digits) else {
      // Digits that make no Int are more minutes than an Int holds: too many, not no number.
      let isDigits = !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isWholeNumber }
      throw isDigits ? .outOfRange : .notANumber
    }
    guard workMinutesRange.contains(minutes) else { throw .outOfRange }
    return minutes
  }
}

/// Why the settings form refused what was typed.
enum SettingsRefusal: Error {
  case notANumber
  case outOfRange

  /// The sentence the form shows under the field.
  var sentence: String {
    let range = PomodoroSettings.workMinutesRange
    return switch self {
    case .notANumber: "Type the minutes as a number"
    case .outOfRange: "Work takes \(range.lowerBound) to \(range.upperBound) minutes"
    }
  }
}
