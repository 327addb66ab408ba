/// A demo start names an app the catalog does not have.
struct UnknownDemoError: Error, CustomStringConvertible {
  let command: String

  var description: String { "There is no demo app called \"\(command)\"." }
}
