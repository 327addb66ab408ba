import SeededRandom
import Testing

@Suite struct SplitMix64Tests {
  @Test func theSequenceIsVignasReferenceOne() {
    // The first outputs of the reference implementation (splitmix64.c) seeded with 0.
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func theSameSeedGivesTheSameNumbers() {
    var first = SplitMix64(seed: 2024)
    var second = SplitMix64(seed: 2024)
    var other = SplitMix64(seed: 2025)
    let a = (0..<100).map { _ in first.next() }
    #expect(a == (0..<100).map { _ in second.next() })
    #expect(a != (0..<100).map { _ in other.next() })
    #expect(Set(a).count == 100)
  }
}
