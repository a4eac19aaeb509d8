import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

@Suite struct ListSectionsTests {
  private struct Item: Identifiable, Equatable {
    var id: Int
    var title: String
    var isDone = false
  }

  private struct Board: Equatable {
    var items: [Item] = [Item(id: 1, title: "A"), Item(id: 2, title: "B"), Item(id: 3, title: "C")]
    var nextID = 4
  }

  /// Counts builds and updates of item rows, by item id.
  private final class Log {
    var builds: [Int] = []
    var updates: [Int] = []
  }

  /// An item's row: its title, and a switch for `isDone`; logs builds and updates.
  private func itemRow(_ log: Log) -> Element<FormCell, Item> {
    let base = cellTitle(controlCell(title: "", control: toggle(keyPath: \Item.isDone)), \.title)
    return { context in
      log.builds.append(context.state.id)
      let rendered = base(context)
      let update = rendered.update
      return Rendered(element: rendered.element, strongReferences: rendered.strongReferences) {
        item in
        log.updates.append(item.id)
        update(item)
      }
    }
  }

  private func boardForm(_ log: Log, canDelete: Bool = true, canMove: Bool = true) -> Form<Board> {
    sections([
      listSection(
        \.items, rows: [itemRow(log)], header: "Items", canDelete: canDelete, canMove: canMove,
        trailingRows: [
          addButton(title: "Add", to: \.items) { state in
            defer { state.nextID += 1 }
            return Item(id: state.nextID, title: "New \(state.nextID)")
          }
        ])
    ])
  }

  /// Whether two lists hold the same cell objects, in order.
  private func same<A: Sequence<FormCell>, B: Sequence<FormCell>>(_ a: A, _ b: B) -> Bool {
    Array(a).count == Array(b).count && zip(a, b).allSatisfy { $0 === $1 }
  }

  private func cells(_ driver: FormDriver<Board>) -> [FormCell] {
    driver.topScreen.sections[0].cells
  }

  @Test func buildsOneRowPerElementThenTheTrailingRows() {
    let log = Log()
    let driver = FormDriver(initial: Board(), title: "Board", build: boardForm(log))
    #expect(
      screenText(driver) == """
        Board

          ── Items ──
          1  A    [off]
          2  B    [off]
          3  C    [off]
          4  Add

        """)
    #expect(log.builds == [1, 2, 3])
  }

  @Test func stateChangesKeepTheCellsOfUnchangedElements() {
    let log = Log()
    let driver = FormDriver(initial: Board(), title: "Board", build: boardForm(log))
    let (a, b, c) = (cells(driver)[0], cells(driver)[1], cells(driver)[2])
    log.updates = []
    // Insert at the front, drop B, reverse the rest: only the new element is built.
    driver.state.items = [
      Item(id: 3, title: "C"), Item(id: 9, title: "Z"), Item(id: 1, title: "A"),
    ]
    #expect(log.builds == [1, 2, 3, 9])
    #expect(log.updates == [9])
    let now = cells(driver)
    #expect(now[0] === c)
    #expect(now[2] === a)
    #expect(now.allSatisfy { $0 !== b })
    #expect(
      screenText(driver) == """
        Board

          ── Items ──
          1  C    [off]
          2  Z    [off]
          3  A    [off]
          4  Add

        """)
  }

  @Test func aChangedElementUpdatesOnlyItsOwnRows() throws {
    let log = Log()
    let driver = FormDriver(initial: Board(), title: "Board", build: boardForm(log))
    let before = cells(driver)
    log.updates = []
    driver.state.items[1].title = "Bee"
    #expect(log.updates == [2])
    #expect(same(cells(driver), before))
    let toggle = try #require(row(driver, 3).control as? Toggle)
    #expect(toggle.tap())
    #expect(log.updates == [2, 3])
    var expected = Board()
    expected.items[1].title = "Bee"
    expected.items[2].isDone = true
    #expect(driver.state == expected)
    #expect(
      screenText(driver) == """
        Board

          ── Items ──
          1  A    [off]
          2  Bee  [off]
          3  C    [on]
          4  Add

        """)
  }

  @Test func deleteGestureRemovesTheElementAndKeepsTheOthers() {
    let log = Log()
    let driver = FormDriver(initial: Board(), title: "Board", build: boardForm(log))
    let (a, c) = (cells(driver)[0], cells(driver)[2])
    weak let b = cells(driver)[1]
    #expect(row(driver, 2).delete())
    #expect(driver.state == Board(items: [Item(id: 1, title: "A"), Item(id: 3, title: "C")]))
    #expect(cells(driver)[0] === a)
    #expect(cells(driver)[1] === c)
    #expect(b == nil)
    #expect(log.builds == [1, 2, 3])
    #expect(
      screenText(driver) == """
        Board

          ── Items ──
          1  A    [off]
          2  C    [off]
          3  Add

        """)
    // The add button is not an element: it cannot be deleted or moved.
    #expect(!row(driver, 3).delete())
    #expect(!row(driver, 3).move(to: 0))
    #expect(driver.state == Board(items: [Item(id: 1, title: "A"), Item(id: 3, title: "C")]))
  }

  /// A lone row has nowhere to go: it offers delete, not move, until a second row comes.
  @Test func aLoneRowOffersNoMove() {
    let log = Log()
    let driver = FormDriver(
      initial: Board(items: [Item(id: 1, title: "A")], nextID: 2), title: "Board",
      build: boardForm(log))
    #expect(row(driver, 1).offeredGestures == [.toggle, .delete])
    #expect(!row(driver, 1).move(to: 0))
    #expect(row(driver, 2).tap())
    #expect(row(driver, 1).offeredGestures == [.toggle, .delete, .move])
    #expect(row(driver, 2).offeredGestures == [.toggle, .delete, .move])
    #expect(
      driver.state
        == Board(items: [Item(id: 1, title: "A"), Item(id: 2, title: "New 2")], nextID: 3))
  }

  @Test func moveGestureReordersAndKeepsEveryCell() {
    let log = Log()
    let driver = FormDriver(initial: Board(), title: "Board", build: boardForm(log))
    let (a, b, c) = (cells(driver)[0], cells(driver)[1], cells(driver)[2])
    // Row 1 to the position of row 3, then row 3 back to the top.
    #expect(row(driver, 1).move(to: 2))
    #expect(driver.state.items.map(\.id) == [2, 3, 1])
    #expect(same(cells(driver).prefix(3), [b, c, a]))
    #expect(row(driver, 3).move(to: 0))
    #expect(driver.state.items.map(\.id) == [1, 2, 3])
    #expect(same(cells(driver).prefix(3), [a, b, c]))
    #expect(log.builds == [1, 2, 3])
    // Onto the add button: to the end. Onto itself, or out of range: nothing.
    #expect(row(driver, 1).move(to: 3))
    #expect(driver.state.items.map(\.id) == [2, 3, 1])
    #expect(row(driver, 1).move(to: 0))
    #expect(!row(driver, 1).move(to: 4))
    #expect(!row(driver, 1).move(to: -1))
    #expect(driver.state.items.map(\.id) == [2, 3, 1])
    #expect(
      screenText(driver) == """
        Board

          ── Items ──
          1  B    [off]
          2  C    [off]
          3  A    [off]
          4  Add

        """)
  }

  @Test func addButtonBuildsCellsOnlyForTheNewElement() {
    let log = Log()
    let driver = FormDriver(initial: Board(), title: "Board", build: boardForm(log))
    let before = cells(driver).prefix(3)
    log.updates = []
    #expect(row(driver, 4).tap())
    var expected = Board()
    expected.items.append(Item(id: 4, title: "New 4"))
    expected.nextID = 5
    #expect(driver.state == expected)
    #expect(log.builds == [1, 2, 3, 4])
    #expect(log.updates == [4])
    #expect(same(cells(driver).prefix(3), before))
    #expect(
      screenText(driver) == """
        Board

          ── Items ──
          1  A      [off]
          2  B      [off]
          3  C      [off]
          4  New 4  [off]
          5  Add

        """)
  }

  @Test func rowsWriteThroughTheirElementsIdAfterAMove() throws {
    let log = Log()
    let driver = FormDriver(initial: Board(), title: "Board", build: boardForm(log))
    let cToggle = try #require(row(driver, 3).control as? Toggle)
    driver.state.items.reverse()
    #expect(cToggle.tap())
    #expect(driver.state.items.map(\.isDone) == [true, false, false])
    #expect(driver.state.items[0].id == 3)
  }

  @Test func aRowWritesThroughItsElementsIdWhenItMovedInTheSameChange() throws {
    let log = Log()
    let driver = FormDriver(initial: Board(), title: "Board", build: boardForm(log))
    let bToggle = try #require(row(driver, 2).control as? Toggle)
    // One change: the first element goes, then B's switch is tapped, before any update. B
    // was second; the second element is now C.
    driver.batch(writing: nil) {
      driver.mutate { $0.items.removeFirst() }
      #expect(bToggle.tap())
    }
    #expect(driver.state.items.map(\.id) == [2, 3])
    #expect(driver.state.items.map(\.isDone) == [true, false])
  }

  @Test func gesturesCanBeTurnedOff() {
    let log = Log()
    let driver = FormDriver(
      initial: Board(), title: "Board", build: boardForm(log, canDelete: false, canMove: false))
    #expect(!row(driver, 1).delete())
    #expect(!row(driver, 1).move(to: 2))
    #expect(driver.state == Board())
  }

  @Test func anEmptyListShowsTheTrailingRowsOnly() {
    let log = Log()
    let driver = FormDriver(initial: Board(items: []), title: "Board", build: boardForm(log))
    #expect(
      screenText(driver) == """
        Board

          ── Items ──
          1  Add

        """)
    #expect(row(driver, 1).tap())
    #expect(driver.state.items == [Item(id: 4, title: "New 4")])
    driver.state.items = []
    #expect(cells(driver).map(\.title) == ["Add"])
  }

  @Test func repeatedIdsEachGetTheirOwnRows() {
    let log = Log()
    let twins = [Item(id: 1, title: "A"), Item(id: 1, title: "A2"), Item(id: 2, title: "B")]
    let driver = FormDriver(initial: Board(items: twins), title: "Board", build: boardForm(log))
    let first = cells(driver)
    driver.state.items.removeLast()
    #expect(same(cells(driver).prefix(2), first.prefix(2)))
    #expect(cells(driver).map(\.title) == ["A", "A2", "Add"])
  }

  @Test func hiddenElementRowsAreSkippedAndRefuseGestures() {
    let form: Form<Board> = sections([
      listSection(
        \.items,
        rows: [
          hidden(
            cellTitle(controlCell(title: "", control: toggle(keyPath: \.isDone)), \.title),
            when: \.isDone)
        ])
    ])
    var board = Board()
    board.items[1].isDone = true
    let driver = FormDriver(initial: board, title: "Open", build: form)
    #expect(
      screenText(driver) == """
        Open

          1  A  [off]
          2  C  [off]

        """)
    let hiddenCell = driver.topScreen.sections[0].cells[1]
    #expect(!hiddenCell.delete())
    #expect(!hiddenCell.move(to: 0))
    #expect(!((hiddenCell.control as? Toggle)?.tap() ?? true))
    #expect(driver.state == board)
  }

  @Test func droppingTheDriverFreesEveryRow() {
    weak var weakDriver: FormDriver<Board>?
    var weakCells: [() -> AnyObject?] = []
    do {
      let driver = FormDriver(initial: Board(), title: "Board", build: boardForm(Log()))
      weakDriver = driver
      row(driver, 4).tap()
      row(driver, 1).move(to: 2)
      for cell in cells(driver) {
        weak let weakCell = cell
        weak let control = cell.control
        weakCells.append { weakCell }
        weakCells.append { control }
      }
    }
    #expect(weakDriver == nil)
    #expect(weakCells.count == 10)
    #expect(weakCells.allSatisfy { $0() == nil })
  }
}
