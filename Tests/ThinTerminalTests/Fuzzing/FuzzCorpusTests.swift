import Foundation
import Testing
import ThinTerminalFuzzing

/// The fuzz targets' seeds, replayed on every `swift test`: the emoji, CJK and paste inputs
/// `.ci/fuzz` starts from must pass their checks in a plain build too, and a finding added to
/// the corpus stays fixed.
@MainActor
@Suite struct FuzzCorpusTests {
  /// The repository's `Fuzz/corpus`, found from this file's place in it.
  private static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

  @Test(arguments: FuzzTarget.allCases)
  func everySeedPassesItsTarget(_ target: FuzzTarget) throws {
    let folder = Self.corpus.appendingPathComponent(target.rawValue)
    let seeds = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(seeds.count >= 5, "\(target.rawValue) has too few seeds")
    for seed in seeds {
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(seed)))
      #expect(throws: Never.self, "\(target.rawValue)/\(seed)") { try target.run(bytes) }
    }
  }

  @Test func aTargetIsChosenByItsName() {
    #expect(FuzzTarget.named(in: ["fuzz", "-runs=1", "--target=text-field"]) == .textField)
    #expect(FuzzTarget.named(in: ["fuzz", "--target=nothing"]) == nil)
  }
}
