import Logging

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's limit on open files: each connection holds one, and a server that runs out
/// cannot accept the next client (the accept loop backs off for a second at a time).
enum OpenFileLimit {
  /// Raises the soft limit to the hard one, as Go's runtime does for every program: the soft
  /// default (often 1,024) is below what ``AuthServerLimits``' connection cap allows.
  static func raiseToHardLimit(logger: Logger) {
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
    let before = limit.rlim_cur
    limit.rlim_cur = limit.rlim_max
    if setrlimit(resource, &limit) != 0 {
      logger.warning("could not raise the open file limit", metadata: ["limit": "\(before)"])
    }
  }

  #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private static let resource = RLIMIT_NOFILE
  #endif
}
