/// What a person submitted on the form: the name, and only the length of the password, so the
/// password itself never leaves its field.
struct FormEntry: Hashable, Sendable {
  var name: String
  var passwordLength: Int

  /// What the confirmation shows: "Name: Ada" and "Password: 8 characters", one per line.
  var summary: String {
    let characters = passwordLength == 1 ? "character" : "characters"
    return "Name: \(name)\nPassword: \(passwordLength) \(characters)"
  }
}
