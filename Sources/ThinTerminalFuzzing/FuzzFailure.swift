/// A fuzz check found the code under test breaking its contract: what it expected, and what
/// happened instead.
package struct FuzzFailure: Error, CustomStringConvertible {
  package let description: String

  init(_ description: String) {
    self.description = description
  }
}

/// Throws a ``FuzzFailure`` saying `message` unless `condition` holds.
func check(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String
) throws(FuzzFailure) {
  if !condition() { throw FuzzFailure(message()) }
}
