import Testing

@testable import Formwork

/// Key path descriptions are read only behind a check of their format made once per process,
/// and anything the parser does not know is unknown (correct, slower), never a guess.
@Suite struct KeyPathShapesTests {
  private struct Row: Equatable {
    var name = ""
    var tags: [String: Int] = [:]
    var total: Int { name.count }
    var maybe: Note?
  }

  private struct Note: Equatable {
    var name = ""
  }

  private struct Sheet: Equatable {
    var rows: [Row] = []
    var grid: [[Int]] = []
    var pair = (a: 1, b: 2)

    static func == (lhs: Sheet, rhs: Sheet) -> Bool {
      lhs.rows == rhs.rows && lhs.grid == rhs.grid && lhs.pair == rhs.pair
    }
  }

  private final class Box {
    var value = 0
  }

  private struct Holder {
    var box = Box()
    var rows: [Row] = []
  }

  @Test func theFormatCheckPassesOnThisToolchain() {
    // The self-check (made once per process) found how Array's subscript is described.
    #expect(KeyPathDescriptions.arraySubscript != nil)
  }

  @Test func stepsOfWhatTheParserKnows() {
    func steps<Root>(_ keyPath: PartialKeyPath<Root>) -> [KeyPathShape.Step]? {
      KeyPathDescriptions.steps(of: keyPath)
    }
    #expect(steps(\Sheet.rows[3].name) == [.field("rows"), .element, .field("name")])
    #expect(steps(\Sheet.grid[1][2]) == [.field("grid"), .element, .element])
    #expect(steps(\Sheet.pair.b) == [.field("pair"), .field("b")])
    // A computed property, a dictionary's subscript, an optional: unknown.
    #expect(steps(\Sheet.rows[0].total) == nil)
    #expect(steps(\Sheet.rows[0].tags["a"]) == nil)
    #expect(steps(\Sheet.rows[0].maybe?.name) == nil)
  }

  @Test func aDescriptionInAnotherFormatIsUnknown() {
    let accessor = KeyPathDescriptions.arraySubscript ?? ""
    // Another accessor (a specialized subscript, another runtime): not an element.
    #expect(
      KeyPathDescriptions.parse(
        "\\Sheet.rows.<computed 0x0 (Row)>.name", root: "Sheet", "0xdeadbeef") == nil)
    // Another root's name, or text the parser does not know: unknown.
    #expect(KeyPathDescriptions.parse("\\Other.rows", root: "Sheet", accessor) == nil)
    #expect(KeyPathDescriptions.parse("Sheet.rows", root: "Sheet", accessor) == nil)
    #expect(KeyPathDescriptions.parse("\\Sheet.rows..0", root: "Sheet", accessor) == nil)
    #expect(KeyPathDescriptions.parse("\\Sheet.<computed", root: "Sheet", accessor) == nil)
  }

  @Test func whatCannotBePlacedIsUnknown() {
    let maker = PlaceMaker()
    #expect(maker.tokens(\Sheet.rows[0].total) == nil)
    #expect(maker.tokens(\Sheet.rows[0].tags["a"]) == nil)
    // Through a class: other routes to the same object are invisible to the engine.
    #expect(maker.tokens(\Holder.box.value) == nil)
    #expect(maker.tokens(\Holder.rows[0].name) != nil)
  }

  @Test func keyPathsOfOneShapeShareItAndPartFromOthers() throws {
    let maker = PlaceMaker()
    guard case .opaque(let zero)? = maker.tokens(\Sheet.rows[0].name)?.first,
      case .opaque(let one)? = maker.tokens(\Sheet.rows[1].name)?.first,
      case .stored(let pair)? = maker.tokens(\Sheet.pair)?.first
    else {
      Issue.record("expected an opaque and a stored token")
      return
    }
    #expect(zero.shape === one.shape)
    #expect(Token.opaque(zero).relation(to: .opaque(one)) == .disjoint)
    #expect(Token.opaque(zero).relation(to: .opaque(zero)) == .same)
    #expect(Token.stored(pair).relation(to: .opaque(zero)) == .disjoint)
    let array = try #require(maker.tokens(\Sheet.rows)?.first)
    #expect(array.relation(to: .opaque(zero)) == .overlapping)
  }
}
