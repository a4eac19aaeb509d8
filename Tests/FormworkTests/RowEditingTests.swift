import Testing

@testable import Formwork

/// A row's editing: a row offers delete and move only when it has them, and setting one
/// action keeps the other it already had (`FormCellTests` covers list rows).
@Suite struct RowEditingTests {
  @Test func plainEditingOffersNothing() {
    let editing = RowEditing()
    #expect(!editing.canDelete)
    #expect(!editing.canMove)
  }

  @Test func closureEditingKeepsTheActionsOfTheEditingItReplaces() {
    var log: [String] = []
    let first = ClosureRowEditing(keeping: nil)
    #expect(!first.canDelete && !first.canMove)
    first.didDelete = { log.append("delete") }
    let second = ClosureRowEditing(keeping: first)
    #expect(second.canDelete)
    #expect(!second.canMove)
    second.didMove = { log.append("move to \($0)") }
    second.delete()
    second.move(toRow: 2)
    let third = ClosureRowEditing(keeping: second)
    #expect(third.canDelete && third.canMove)
    third.move(toRow: 0)
    #expect(log == ["delete", "move to 2", "move to 0"])
  }

  @Test func aRowMovesOnlyToAPositionInItsSectionAndOnlyWithAMove() {
    var log: [String] = []
    let cell = FormCell(title: "Milk")
    let section = Section(cells: [cell, FormCell(title: "Eggs")])
    #expect(!cell.move(to: 1))
    cell.didMove = { log.append("move to \($0)") }
    #expect(!cell.delete())
    #expect(!cell.move(to: 2))
    #expect(!cell.move(to: -1))
    #expect(cell.move(to: 1))
    #expect(log == ["move to 1"])
    #expect(cell.section === section)
  }
}
