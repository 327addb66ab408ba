extension Note {
  /// The notes a new notebook starts with.
  static let samples = [
    Note(id: 1, title: "Groceries 🛒", text: "eggs, 牛乳, bread"),
    Note(id: 2, title: "日本語のメモ", text: "明日の会議"),
    Note(id: 3, title: "Ideas 💡👩‍👩‍👧‍👦", text: "a notes app in the terminal"),
  ]
}
