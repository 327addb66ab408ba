#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The largest file this process may write (`ulimit -f`, `RLIMIT_FSIZE`). A write past it fails
/// with EFBIG, which SQLite reports as an input/output error like any other: said as what it is,
/// since the disk is fine and raising the limit (or quitting to a shell without it) is the cure.
enum FileSizeLimit {
  /// What a write past the limit is said as.
  static let reason = "the file reached the largest size this process may write (ulimit -f)"

  /// SQLite's extended codes for a write or a truncation that failed: what EFBIG comes as.
  static let codes: Set<Int32> = [
    778,  // SQLITE_IOERR_WRITE
    1546,  // SQLITE_IOERR_TRUNCATE
  ]

  /// Whether the process has a file size limit: a failed write is then taken as having met it.
  static var isSet: Bool {
    var limit = rlimit()
    return getrlimit(resource, &limit) == 0 && limit.rlim_cur != unlimited
  }

  #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
    // Glibc's RLIM_INFINITY is a macro of -1 that Swift does not import as an `rlim_t`.
    private static let unlimited = rlim_t.max
  #else
    private static let resource = RLIMIT_FSIZE
    private static let unlimited = RLIM_INFINITY
  #endif
}
