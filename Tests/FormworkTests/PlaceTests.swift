import Testing

@testable import Formwork

/// Tokens compared in plain values (`Token.Key`, what a round's cheap check compares): a key
/// says two tokens part only where comparing the tokens says so, and says it for the cheap
/// cases the check relies on (another index, another stored property, another signal).
@Suite struct PlaceTests {
  private struct Row: Equatable {
    var name = ""
    var isOn = false
  }

  private struct Root: Equatable {
    var rows: [Row] = []
    var first = Row()
    var second = Row()
  }

  @Test func keysPartOnlyTokensThatPart() throws {
    // Every token of every place the engine's index tests make, each against every other.
    let tokens = try PlaceIndexTests.pool().flatMap { $0.places ?? [] }.flatMap(\.tokens)
    var parted = 0
    for a in tokens {
      for b in tokens where Token.Key(a).isDisjoint(from: Token.Key(b)) {
        parted += 1
        #expect(a.relation(to: b) == .disjoint, "\(a) and \(b)")
      }
    }
    #expect(parted > 1_000)
  }

  @Test func keysPartTheCheapCasesAndLeaveTheRestToTheTokens() throws {
    let maker = PlaceMaker()
    let root = StateLocation.root(maker)
    func first<Value>(_ keyPath: KeyPath<Root, Value>) throws -> Token {
      try #require(Footprint.of(keyPath, at: root).places?.first?.tokens.first)
    }
    let (one, two) = (maker.signal().tokens[0], maker.signal().tokens[0])
    let parted: [(Token, Token)] = [
      (try first(\.rows[0]), try first(\.rows[1])),
      (try first(\.rows[0].name), try first(\.rows[1].name)),
      (try first(\.first), try first(\.second)),
      (try first(\.first.name), try first(\.first.isOn)),
      (.element(0), .element(1)),
      (one, two),
      (one, try first(\.first)),
    ]
    for (a, b) in parted {
      #expect(a.relation(to: b) == .disjoint)
      #expect(Token.Key(a).isDisjoint(from: Token.Key(b)), "\(a) and \(b)")
      #expect(Token.Key(b).isDisjoint(from: Token.Key(a)), "\(b) and \(a)")
    }
    // The same storage, storage that holds another, key paths of two shapes (whether they
    // part takes their steps), every signal: the tokens decide.
    let unsure: [(Token, Token)] = [
      (try first(\.rows[0]), try first(\.rows[0])),
      (try first(\.first), try first(\.first.name)),
      (try first(\.rows[0]), try first(\.rows[0].name)),
      (try first(\.rows[0].name), try first(\.rows[1].isOn)),
      (try first(\.rows), try first(\.rows[0])),
      (.element(2), .element(2)),
      (one, Place.anySignal.tokens[0]),
    ]
    for (a, b) in unsure {
      #expect(!Token.Key(a).isDisjoint(from: Token.Key(b)), "\(a) and \(b)")
    }
  }
}
