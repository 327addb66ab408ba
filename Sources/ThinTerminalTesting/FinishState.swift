/// Whether the test was finished, and how exhaustive it is: read by `deinit` too.
struct FinishState {
  var isFinished = false
  var exhaustivity = Exhaustivity.on
}
