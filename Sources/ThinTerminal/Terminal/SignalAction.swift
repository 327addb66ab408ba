#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `sigaction` differs between Glibc and Darwin in the name of its handler field; these helpers
// keep that difference in one place.

/// A `sigaction` running `handler` (nil for the default action), with no signals masked.
func signalAction(_ handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
  var action = sigaction()
  sigemptyset(&action.sa_mask)
  action.sa_flags = 0
  #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
  #else
    action.__sigaction_u.__sa_handler = handler
  #endif
  return action
}

/// The handler of an action as a number, to compare with `SIG_IGN`.
func handlerAddress(_ action: sigaction) -> Int {
  #if canImport(Glibc)
    let handler = action.__sigaction_handler.sa_handler
  #else
    let handler = action.__sigaction_u.__sa_handler
  #endif
  return handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
}

/// A `sigaction` running `handler` with the signal's details (`SA_SIGINFO`), no signals masked.
func signalAction(
  details handler:
    @escaping @convention(c) (
      Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?
    ) -> Void
) -> sigaction {
  var action = signalAction(nil)
  action.sa_flags = SA_SIGINFO
  #if canImport(Glibc)
    action.__sigaction_handler.sa_sigaction = handler
  #else
    action.__sigaction_u.__sa_sigaction = handler
  #endif
  return action
}
