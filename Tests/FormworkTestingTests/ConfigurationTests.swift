import Testing

@testable import FormworkTesting

/// How an exploration tells states apart: by their own hash when they have one, by their
/// encoding when they are only `Encodable`, else by their dump; equal states share a key
/// and different ones do not.
@Suite struct ConfigurationTests {
  private struct Hashed: Hashable { var count = 0 }
  private struct Encoded: Encodable { var count = 0, tags: [String: Int] = [:] }
  private struct Plain { var count = 0 }

  @Test func hashableStatesAreTheirOwnKeys() {
    let key = StateKeying.key(for: Hashed.self)
    #expect(key(Hashed(count: 1)) == AnyHashable(Hashed(count: 1)))
    #expect(key(Hashed(count: 1)) != key(Hashed(count: 2)))
  }

  @Test func encodableStatesAreKeyedByTheirEncodingWhateverTheOrderOfAKeyedValue() {
    let key = StateKeying.key(for: Encoded.self)
    // NB: the same entries in dictionaries of different capacities are (all but always) kept
    // in another order.
    let letters = (0..<8).map { String(UnicodeScalar(UInt8(97 + $0))) }
    var forward = [String: Int]()
    for (index, letter) in letters.enumerated() { forward[letter] = index }
    var backward = [String: Int](minimumCapacity: 256)
    for (index, letter) in letters.enumerated().reversed() { backward[letter] = index }
    #expect(key(Encoded(count: 1, tags: forward)) == key(Encoded(count: 1, tags: backward)))
    #expect(key(Encoded(count: 1)) != key(Encoded(count: 2)))
  }

  @Test func otherStatesAreKeyedByTheirDump() {
    let key = StateKeying.key(for: Plain.self)
    #expect(key(Plain(count: 3)) == key(Plain(count: 3)))
    #expect(key(Plain(count: 3)) != key(Plain(count: 4)))
    #expect(key(Plain(count: 3)) == AnyHashable(dumped(Plain(count: 3))))
  }
}
