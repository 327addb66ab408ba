import Foundation

/// The rule of a note's title, with the sentence that says why a title is refused.
enum NoteTitle {
  /// The longest title, in characters.
  static let maximumLength = 40

  /// The title `text` gives, trimmed, or why it cannot be one.
  static func checked(_ text: String) throws(NoteTitleRefusal) -> String {
    let title = text.trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty else { throw .blank }
    guard title.count <= maximumLength else { throw .tooLong }
    return title
  }
}

/// Why a title was refused, in words.
enum NoteTitleRefusal: Error, Equatable {
  case blank
  case tooLong

  var sentence: String {
    switch self {
    case .blank: "A note needs a title"
    case .tooLong: "Keep the title to \(NoteTitle.maximumLength) characters"
    }
  }
}
