import FormworkTesting
import Testing

@Suite struct SplitMix64Tests {
  @Test func matchesTheReferenceSequence() {
    // The first outputs of Vigna's reference splitmix64.c for seed 0.
    var rng = SplitMix64(seed: 0)
    #expect(
      [rng.next(), rng.next(), rng.next(), rng.next()] == [
        0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
        0xF88B_B8A8_724C_81EC,
      ])
  }

  @Test func equalSeedsGiveEqualSequencesAndOthersDiffer() {
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    var c = SplitMix64(seed: 43)
    let first = (0..<8).map { _ in a.next() }
    #expect(first == (0..<8).map { _ in b.next() })
    #expect(first != (0..<8).map { _ in c.next() })
  }

  @Test func indexStaysInRangeAndReachesEveryValue() {
    var rng = SplitMix64(seed: 7)
    let picks = (0..<600).map { _ in rng.index(below: 6) }
    #expect(Set(picks) == Set(0..<6))
    var one = SplitMix64(seed: 7)
    #expect((0..<20).allSatisfy { _ in one.index(below: 1) == 0 })
  }

  @Test func aGeneratorContinuesFromItsState() {
    var rng = SplitMix64(seed: 99)
    _ = rng.next()
    var copy = SplitMix64(seed: rng.state)
    #expect(rng.next() == copy.next())
  }
}
