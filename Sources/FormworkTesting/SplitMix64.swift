/// A small, fast, seeded random number generator (SplitMix64), so a random walk is the same
/// walk on every run and every machine.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// rng.next()               // the same number on every run
/// rng.index(below: 6)      // 0..<6, also reproducible
/// ```
public struct SplitMix64: RandomNumberGenerator {
  /// The generator's state; a generator made with this state continues the same sequence.
  public private(set) var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  ///
  /// - Parameter seed: Any value; equal seeds give equal sequences.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<count`, computed here rather than by the standard library so that the
  /// walks a seed names do not change with the toolchain.
  ///
  /// - Parameter count: The number of choices; at least 1.
  public mutating func index(below count: Int) -> Int {
    precondition(count > 0, "nothing to choose from")
    return Int(next() % UInt64(count))
  }
}
