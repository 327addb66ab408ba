import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Running a command line to completion, with a clean signal state.
///
/// `posix_spawn` rather than `Process`: a process inherits the signal mask of the thread that
/// starts it, and test code runs on threads that block most signals. A tmux server started that
/// way never sees SIGCHLD or the signals that end it. Output goes through files, not pipes: the
/// server outlives the command that started it, and a pipe it held would never end.
///
/// Every command gets `environment`, not this process's own.
enum Subprocess {
  /// This process's environment, except that a coverage run's programs write their profiles
  /// apart, in `children/` beside this process's (one file each: `%p` is the process id).
  ///
  /// `swift test --enable-code-coverage` sets `LLVM_PROFILE_FILE` for the test binary; a `demo`
  /// or sample that inherited it wrote its profile into the folder SwiftPM merges when the tests
  /// end, and one it had not finished writing (16,384 bytes: the program killed, or still
  /// writing) failed the merge, and with it the report. SwiftPM merges only that folder's own
  /// `.profraw` files and empties it when a coverage run starts, so the children's profiles never
  /// reach its merge and never outlive a run; `.ci/coverage` merges the complete ones.
  static let environment: [String] = {
    var variables = ProcessInfo.processInfo.environment
    if let profile = variables["LLVM_PROFILE_FILE"], let slash = profile.lastIndex(of: "/") {
      let children = String(profile[...slash]) + "children"
      // The profile runtime makes no folder: it would print an error where the tests read.
      try? FileManager.default.createDirectory(
        atPath: children, withIntermediateDirectories: true)
      variables["LLVM_PROFILE_FILE"] = children + "/%p.profraw"
    }
    return variables.map { "\($0.key)=\($0.value)" }
  }()

  /// How a command ended and what it printed.
  struct Result {
    var status: Int32
    var output: String
    var errors: String

    /// The output, or an error carrying the errors when the status is not 0.
    func checkedOutput() throws -> String {
      guard status == 0 else { throw Tmux.Failure(description: "exit status \(status): \(errors)") }
      return output
    }
  }

  /// Runs `arguments` (the first looked up on `PATH`) with standard input from `input`, and
  /// standard output into `output` when given (`/dev/full`, to see a write fail) instead of a
  /// file the result reads back.
  static func run(
    _ arguments: [String], input: String = "/dev/null", output: String? = nil
  ) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("thinkit-subprocess-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputPath = directory.appendingPathComponent("stdout").path
    let errorPath = directory.appendingPathComponent("stderr").path

    let actions = SpawnFileActions()
    actions.open(0, input, O_RDONLY)
    if let output {
      actions.open(1, output, O_WRONLY)
    } else {
      actions.open(1, outputPath, O_WRONLY | O_CREAT | O_TRUNC)
    }
    actions.open(2, errorPath, O_WRONLY | O_CREAT | O_TRUNC)
    let attributes = SpawnAttributes()
    let pid = try attributes.spawn(arguments, actions: actions)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Result(
      status: exitStatus,
      output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
      errors: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
  }

  /// Starts `arguments` with standard input and errors on `/dev/null` and standard output into
  /// a new pipe; returns the process id (the caller reaps it with `waitpid`) and the pipe's
  /// reading end (the caller closes it). For a program the test kills: `Process` saw such a
  /// child's end up to 40 s late while the whole suite ran.
  static func start(_ arguments: [String]) throws -> (pid: pid_t, output: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw Tmux.Failure(description: "pipe failed: \(String(cString: strerror(errno)))")
    }
    let actions = SpawnFileActions()
    actions.open(0, "/dev/null", O_RDONLY)
    actions.duplicate(ends[1], as: 1)
    actions.close(ends[0])
    actions.close(ends[1])
    actions.open(2, "/dev/null", O_WRONLY)
    defer { close(ends[1]) }  // only the child writes: its end ends the pipe
    do {
      return (try SpawnAttributes().spawn(arguments, actions: actions), ends[0])
    } catch {
      close(ends[0])
      throw error
    }
  }
}

/// `posix_spawn_file_actions_t`, freed when done.
private final class SpawnFileActions {
  #if canImport(Glibc)
    var raw = posix_spawn_file_actions_t()
  #else
    var raw: posix_spawn_file_actions_t? = nil
  #endif

  init() {
    posix_spawn_file_actions_init(&raw)
  }

  deinit {
    posix_spawn_file_actions_destroy(&raw)
  }

  func open(_ descriptor: Int32, _ path: String, _ flags: Int32) {
    posix_spawn_file_actions_addopen(&raw, descriptor, path, flags, 0o644)
  }

  func duplicate(_ descriptor: Int32, as target: Int32) {
    posix_spawn_file_actions_adddup2(&raw, descriptor, target)
  }

  func close(_ descriptor: Int32) {
    posix_spawn_file_actions_addclose(&raw, descriptor)
  }
}

/// `posix_spawnattr_t` with an empty signal mask and default signal actions, freed when done.
private final class SpawnAttributes {
  #if canImport(Glibc)
    var raw = posix_spawnattr_t()
  #else
    var raw: posix_spawnattr_t? = nil
  #endif

  init() {
    posix_spawnattr_init(&raw)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&raw, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&raw, &all)
    posix_spawnattr_setflags(&raw, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
  }

  deinit {
    posix_spawnattr_destroy(&raw)
  }

  /// Starts `arguments` and returns its process id.
  func spawn(_ arguments: [String], actions: SpawnFileActions) throws -> pid_t {
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = Subprocess.environment.map { strdup($0) } + [nil]
    defer { for argument in argv + envp { free(argument) } }
    var pid: pid_t = 0
    let result = posix_spawnp(&pid, arguments[0], &actions.raw, &raw, argv, envp)
    guard result == 0 else {
      throw Tmux.Failure(
        description: "could not start \(arguments[0]): \(String(cString: strerror(result)))")
    }
    return pid
  }
}
