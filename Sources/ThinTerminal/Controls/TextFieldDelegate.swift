/// What a text field asks and tells about editing, as `UITextFieldDelegate`. Every method has
/// a default (allow, do nothing).
@MainActor
public protocol TextFieldDelegate: AnyObject {
  /// Whether the field may take focus.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether the field may give focus up (not asked when it leaves the screen).
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  func textFieldDidEndEditing(_ textField: TextField)
  /// Whether to replace the characters in `range` (grapheme offsets into `text`, not UTF-16
  /// units as UIKit's `NSRange`) with `string`.
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: Range<Int>,
    replacementString string: String
  ) -> Bool
  /// Whether Return should send `.editingDidEndOnExit` and `.primaryActionTriggered`.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
  /// Typing or a paste was cut to the field's `maxLength` (part of it, or all of it when the
  /// field was full): a place to say so. Not in UIKit, where a limit is the delegate's own.
  func textFieldDidCutInput(_ textField: TextField)
}

extension TextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: TextField) {}
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: Range<Int>,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
  public func textFieldDidCutInput(_ textField: TextField) {}
}
