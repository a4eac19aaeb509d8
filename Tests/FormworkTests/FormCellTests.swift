import Testing

@testable import Formwork

@Suite struct FormCellTests {
  private struct Item: Identifiable, Equatable {
    var id: Int
    var title: String
  }

  private struct Board: Equatable {
    var items = [Item(id: 1, title: "A"), Item(id: 2, title: "B"), Item(id: 3, title: "C")]
  }

  private func board(canDelete: Bool, canMove: Bool) -> FormDriver<Board> {
    FormDriver(
      initial: Board(),
      build: sections([
        listSection(
          \.items,
          rows: [
            cellTitle(labelCell(title: ""), \.title), cellTitle(labelCell(title: ""), \.title),
          ],
          canDelete: canDelete, canMove: canMove)
      ]))
  }

  @Test func theRowsOfAListElementDeleteAndMoveTheirElement() {
    let driver = board(canDelete: true, canMove: true)
    let cells = driver.topScreen.sections[0].cells
    #expect(cells.count == 6)
    #expect(cells[0].didDelete != nil && cells[0].didMove != nil)
    #expect(cells[2].move(to: 0))
    #expect(driver.state.items.map(\.id) == [2, 1, 3])
    #expect(driver.topScreen.sections[0].cells[4].delete())
    #expect(driver.state.items.map(\.id) == [2, 1])
  }

  @Test func aListThatNeitherDeletesNorMovesGivesItsRowsNoEditing() {
    let driver = board(canDelete: false, canMove: false)
    let cells = driver.topScreen.sections[0].cells
    #expect(cells.allSatisfy { $0.didDelete == nil && $0.didMove == nil })
    #expect(!cells[0].delete() && !cells[0].move(to: 2))
    #expect(driver.state == Board())
  }

  @Test func settingOneActionOnAListRowKeepsTheOther() {
    let driver = board(canDelete: true, canMove: false)
    let cell = driver.topScreen.sections[0].cells[0]
    var log: [Int] = []
    cell.didMove = { log.append($0) }
    // The element's delete stays; the move is the one set here, and only this row has it:
    // a lone movable row has nowhere to go.
    #expect(driver.topScreen.sections[0].cells[1].didMove == nil)
    #expect(!cell.move(to: 1))
    driver.topScreen.sections[0].cells[2].didMove = { _ in }
    #expect(cell.move(to: 1) && log == [1])
    #expect(cell.delete())
    #expect(driver.state.items.map(\.id) == [2, 3])
  }

  @Test func aRowMovesOnlyToAPositionInItsSectionAndOnlyWithAMove() {
    var log: [String] = []
    let cell = FormCell(title: "Milk")
    let eggs = FormCell(title: "Eggs")
    let section = Section(cells: [cell, eggs])
    #expect(!cell.move(to: 1))
    cell.didMove = { log.append("move to \($0)") }
    // A lone movable row has nowhere to go.
    #expect(!cell.move(to: 1))
    #expect(!cell.offeredGestures.contains(.move))
    eggs.didMove = { _ in }
    #expect(cell.offeredGestures.contains(.move))
    #expect(!cell.delete())
    #expect(!cell.move(to: 2))
    #expect(!cell.move(to: -1))
    #expect(cell.move(to: 1))
    #expect(log == ["move to 1"])
    #expect(cell.section === section)
  }
}
