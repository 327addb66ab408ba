/// One note: a title, and a line of text under it.
struct Note: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
  var text: String
}
