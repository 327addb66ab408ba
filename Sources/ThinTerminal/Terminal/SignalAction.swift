#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension sigaction {
  /// A plain handler: the signal number only.
  typealias Handler = @convention(c) (Int32) -> Void
  /// A handler with the signal's details (`SA_SIGINFO`).
  typealias DetailsHandler =
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

  /// An action running `handler` (nil: the default action), with no signals masked.
  init(handler: Handler?) {
    self.init()
    sigemptyset(&sa_mask)
    sa_flags = 0
    self.handler = handler
  }

  /// An action running `handler` with the signal's details, with no signals masked.
  init(detailsHandler handler: @escaping DetailsHandler) {
    self.init(handler: nil)
    sa_flags = SA_SIGINFO
    detailsHandler = handler
  }

  /// The handler as a number, to compare with `SIG_IGN`.
  var handlerAddress: Int {
    handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
  }

  // Glibc and Darwin name the handler union differently: the one difference, kept here.
  #if canImport(Glibc)
    private var handler: Handler? {
      get { __sigaction_handler.sa_handler }
      set { __sigaction_handler.sa_handler = newValue }
    }

    private var detailsHandler: DetailsHandler? {
      get { __sigaction_handler.sa_sigaction }
      set { __sigaction_handler.sa_sigaction = newValue }
    }
  #else
    private var handler: Handler? {
      get { __sigaction_u.__sa_handler }
      set { __sigaction_u.__sa_handler = newValue }
    }

    private var detailsHandler: DetailsHandler? {
      get { __sigaction_u.__sa_sigaction }
      set { __sigaction_u.__sa_sigaction = newValue }
    }
  #endif
}
