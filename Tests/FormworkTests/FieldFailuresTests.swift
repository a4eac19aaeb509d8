import Testing

@testable import Formwork

/// How the field structure keeps what fails (`FieldFailures.swift`): a failure one screen
/// further out is named by that screen and remembers the row that opens it; the index of
/// what each part reads tells only the parts a write reaches, and a change of unknown
/// extent costs nothing per part.
@Suite struct FieldFailuresTests {
  private struct Person {
    var name = ""
    var age = 0
  }

  /// A part of the field structure that counts what it is told.
  private final class Node: FieldFailureNode {
    var written = 0
    func invalidate() {}
    func wasWritten() { written += 1 }
    func childIsStale(_ child: any FieldFailureNode, at index: Int) {}
  }

  @Test func aFailureFurtherOutIsNamedByItsScreensAndKeepsTheirRows() {
    let field = FormField<Person, String>(
      title: "Name", keyPath: \.name, rules: [.required()], timing: .onChange)
    let failure = FieldFailure(field: field, message: "Required", path: [])
    #expect(failure.error == ValidationError(field: "Name", message: "Required", path: []))
    let row = FormCell(title: "Profile")
    let outer = failure.inside("Profile", openedBy: row).inside("Order")
    #expect(outer.error.description == "Order › Profile › Name: Required")
    #expect(outer.path == ["Order", "Profile"])
    #expect(outer.rows.map { $0.cell.map(ObjectIdentifier.init) } == [nil, ObjectIdentifier(row)])
    #expect(outer.field === field)
    #expect(!outer.isWaiting)
    // The failure keeps neither the field nor the rows alive.
    weak var weakRow: FormCell?
    do {
      let gone = FormCell(title: "Gone")
      weakRow = gone
      #expect(failure.inside("Gone", openedBy: gone).rows.first?.cell === gone)
    }
    #expect(weakRow == nil)
  }

  @Test func aWriteTellsOnlyThePartsThatReadWhatItWrote() throws {
    let maker = PlaceMaker()
    let root = StateLocation.root(maker)
    let index = FieldIndex()
    let (name, age, anything) = (Node(), Node(), Node())
    index.register(name, reads: Footprint.of(\Person.name, at: root))
    index.register(age, reads: Footprint.of(\Person.age, at: root))
    index.register(anything, reads: .unknown)
    index.invalidate(written: Footprint.of(\Person.name, at: root))
    #expect((name.written, age.written, anything.written) == (1, 0, 1))
    index.invalidate(written: Footprint.of(\Person.age, at: root))
    #expect((name.written, age.written, anything.written) == (1, 1, 2))
    // A change of unknown extent tells no one: a new epoch, found out when next asked.
    let epoch = index.epoch
    index.invalidate(written: .unknown)
    #expect(index.epoch == epoch + 1)
    #expect((name.written, age.written, anything.written) == (1, 1, 2))
  }

  @Test func partsThatWentAwayAreNotTold() {
    let root = StateLocation.root(PlaceMaker())
    let index = FieldIndex()
    let kept = Node()
    index.register(kept, reads: Footprint.of(\Person.name, at: root))
    weak var weakGone: Node?
    do {
      let gone = Node()
      weakGone = gone
      index.register(gone, reads: Footprint.of(\Person.name, at: root))
    }
    #expect(weakGone == nil)
    index.invalidate(written: Footprint.of(\Person.name, at: root))
    #expect(kept.written == 1)
  }

  @Test func aScopeEntersTheStateAtAKeyPath() {
    let root = StateLocation.root(PlaceMaker())
    let scope = FieldScope(index: FieldIndex(), base: root)
    let entered = scope.entering(\Person.name)
    #expect(entered.index === scope.index)
    #expect(entered.base?.place == root.entering(\Person.name)?.place)
    #expect(entered.isIndexed)
    // A list element's fields are told by their list: one unindexed scope, kept.
    #expect(!scope.unindexed.isIndexed)
    #expect(scope.unindexed === scope.unindexed)
    #expect(scope.unindexed.base == nil)
  }
}
