import Formwork
import FormworkExamples
import FormworkSwiftUI
import Testing

/// A screen's sections as a native list shows them, and a list's drop turned into a move.
@Suite struct PresentedScreenTests {
  /// Hidden sections, and visible ones that would show nothing, are left out; a section of
  /// hidden rows that has a header or footer stays, empty.
  @Test func sectionsThatShowNothingAreLeftOut() {
    let shown = FormCell(title: "Shown")
    func hiddenCell() -> FormCell {
      let cell = FormCell(title: "Hidden")
      cell.isVisible = false
      return cell
    }
    let hiddenSection = Formwork.Section(cells: [FormCell(title: "In a hidden section")])
    hiddenSection.isVisible = false
    let screen = Screen(
      title: "Edges",
      sections: [
        hiddenSection,
        Formwork.Section(cells: [hiddenCell()]),
        Formwork.Section(cells: [hiddenCell()], header: "Only a header"),
        Formwork.Section(cells: [hiddenCell(), shown]),
      ])
    let presented = PresentedScreen(screen, depth: 2)
    #expect(presented.title == "Edges")
    #expect(presented.id == 2)
    #expect(
      presented.sections == [
        presentedSection(2, header: "Only a header", rows: []),
        presentedSection(3, rows: [row(3, 1, number: 1, "Shown")]),
      ])
    #expect(presented.row(FormRow.ID(section: 3, cell: 1))?.title == "Shown")
    #expect(presented.row(FormRow.ID(section: 3, cell: 0)) == nil)
  }

  @Test func anEmptyScreenHasNoSections() {
    let presented = PresentedScreen(Screen(title: "Empty"), depth: 0)
    #expect(presented.sections == [])
    #expect(presented.rows == [])
    #expect(presented.focusedRow == nil)
  }

  /// SwiftUI's `onMove` counts the drop before the move; a move names the row whose place
  /// the moved row takes.
  @Test func aDropNamesTheRowWhosePlaceItTakes() throws {
    let driver = FormDriver(initial: TodoList(), title: "To Do", build: todosForm)
    let presentation = FormPresentation(driver: driver)
    let list = try #require(presentation.topScreen.sections.first)
    #expect(list.moveTarget(from: 0, toOffset: 3) == 3)
    #expect(list.moveTarget(from: 2, toOffset: 0) == 1)
    #expect(list.moveTarget(from: 1, toOffset: 1) == nil)
    #expect(list.moveTarget(from: 1, toOffset: 2) == nil)
    #expect(list.moveTarget(from: 7, toOffset: 0) == nil)

    let milk = list.rows[0]
    let target = try #require(list.moveTarget(from: 0, toOffset: 3))
    #expect(presentation.send(.move(toRow: target), to: milk.id, onScreen: 0) == nil)
    #expect(driver.state.todos.map(\.title) == ["Write tests", "Call Alice", "Buy milk"])
    #expect(
      presentation.topScreen.rows.prefix(3).map(\.title)
        == ["Write tests", "Call Alice", "Buy milk"])
  }
}
