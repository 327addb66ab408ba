import Foundation
import Testing

/// Reads of one file that fail with EIO while a flag file exists, as a disk with a bad sector
/// or one going away fails them: a library preloaded into the program (`LD_PRELOAD`), built
/// here with the C compiler, that stands in for `pread` and `pread64`. strace cannot do this:
/// it counts calls per thread, and SQLite reads on several.
struct FailingReads {
  /// The library to preload.
  let library: String
  /// While this file exists, reads of the file fail.
  let flag: String

  /// Builds the library in `folder`, failing reads of `file` (and of its `-wal`).
  init(of file: String, in folder: TodoTestFolder) throws {
    library = folder.path("failing-reads.so")
    flag = folder.path("failing")
    let source = folder.path("failing-reads.c")
    try Self.source.write(toFile: source, atomically: true, encoding: .utf8)
    _ = try Subprocess.run([
      InstalledTool.cc.path, "-shared", "-fPIC", "-O2", "-o", library, source, "-ldl",
    ]).checkedOutput()
    // As the program's descriptors name it: with no symbolic link on the way.
    let resolved = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
    environment = [
      "LD_PRELOAD": library, "THINKIT_FAILING_FILE": resolved, "THINKIT_FAILING_FLAG": flag,
    ]
  }

  /// The program's environment that preloads the library.
  let environment: [String: String]

  /// Makes reads of the file fail from now on.
  func start() throws {
    try Data().write(to: URL(fileURLWithPath: flag))
  }

  /// Lets reads of the file succeed again.
  func stop() throws {
    try FileManager.default.removeItem(atPath: flag)
  }

  private static let source = """
    #define _GNU_SOURCE
    #include <dlfcn.h>
    #include <errno.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include <unistd.h>

    /* Whether fd is the file (or its -wal) and the flag file exists. */
    static int failing(int fd) {
      const char *file = getenv("THINKIT_FAILING_FILE"), *flag = getenv("THINKIT_FAILING_FLAG");
      if (!file || !flag || access(flag, F_OK) != 0) return 0;
      char link[64], path[4096];
      snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
      ssize_t n = readlink(link, path, sizeof path - 1);
      if (n < 0) return 0;
      path[n] = 0;
      size_t length = strlen(file);
      return strncmp(path, file, length) == 0
        && (path[length] == 0 || strcmp(path + length, "-wal") == 0);
    }

    ssize_t pread64(int fd, void *buffer, size_t count, off_t offset) {
      static ssize_t (*real)(int, void *, size_t, off_t);
      if (!real) real = (ssize_t (*)(int, void *, size_t, off_t))dlsym(RTLD_NEXT, "pread64");
      if (failing(fd)) { errno = EIO; return -1; }
      return real(fd, buffer, count, offset);
    }

    ssize_t pread(int fd, void *buffer, size_t count, off_t offset) {
      return pread64(fd, buffer, count, offset);
    }
    """
}
