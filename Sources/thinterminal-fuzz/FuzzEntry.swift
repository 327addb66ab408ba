import Foundation
import ThinTerminalFuzzing

// One executable for the three targets, chosen with `--target=NAME` (libFuzzer ignores
// arguments that start with `--`). Built with `--sanitize=fuzzer -Xswiftc -DTHINTERMINAL_FUZZING`
// (see .ci/fuzz) libFuzzer's `main` drives `LLVMFuzzerTestOneInput`; built plainly it replays
// inputs instead: `swift run thinterminal-fuzz --target=renderer FILE_OR_FOLDER…`.

/// The target of this run; the renderer's when none is named.
let selectedTarget = FuzzTarget.named(in: CommandLine.arguments) ?? .renderer

/// libFuzzer's entry: one input, checked; a broken contract is a crash, which libFuzzer records.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  MainActor.assumeIsolated {
    do {
      try selectedTarget.run(bytes)
    } catch {
      fatalError("\(selectedTarget.rawValue): \(error)")
    }
  }
  return 0
}

#if !THINTERMINAL_FUZZING
  /// Replays files (or every file of folders) through the selected target, as a regression
  /// check or to reproduce a crash libFuzzer saved, and exits 1 at the first failure.
  @main
  enum Replay {
    @MainActor
    static func main() {
      let paths = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("-") }
      var count = 0
      for path in paths {
        for file in files(at: path) {
          guard let contents = FileManager.default.contents(atPath: file) else {
            FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
            exit(1)
          }
          do {
            try selectedTarget.run(Array(contents))
          } catch {
            FileHandle.standardError.write(Data("\(file): \(error)\n".utf8))
            exit(1)
          }
          count += 1
        }
      }
      print("\(selectedTarget.rawValue): \(count) inputs passed")
    }

    private static func files(at path: String) -> [String] {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
      else { return [path] }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.sorted().map { "\(path)/\($0)" }
    }
  }
#endif
