/// A key of the keyboard as the terminal reports it.
public enum Key: Hashable, Sendable {
  /// A printable grapheme (letters, digits, punctuation, emoji); with `.control` for Ctrl-letters.
  case character(Character)
  case enter
  /// Tab; Shift-Tab arrives as `.tab` with `.shift`.
  case tab
  case escape
  case backspace
  case delete
  case insert
  case up
  case down
  case left
  case right
  case home
  case end
  case pageUp
  case pageDown
  /// F1...F12.
  case function(Int)
}
