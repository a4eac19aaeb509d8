import Testing

@testable import Formwork

/// A section knows its screen and its rows know it, however they were given; a hidden
/// section shows no rows, and a shown one only its visible rows.
@Suite struct SectionTests {
  @Test func rowsAndSectionsPointBackAtWhatHoldsThem() {
    let first = FormCell(title: "First")
    let section = Section(cells: [first], header: "Header", footer: "Footer")
    #expect(first.section === section)
    let second = FormCell(title: "Second")
    section.cells.append(second)
    #expect(second.section === section)
    let screen = Screen(title: "Screen", sections: [section])
    #expect(section.screen === screen)
    let later = Section()
    screen.sections.append(later)
    #expect(later.screen === screen)
  }

  @Test func onlyVisibleRowsOfVisibleSectionsAreShown() {
    let shown = FormCell(title: "Shown")
    let hidden = FormCell(title: "Hidden")
    hidden.isVisible = false
    let section = Section(cells: [shown, hidden])
    let other = Section(cells: [FormCell(title: "Other")])
    let screen = Screen(sections: [section, other])
    #expect(section.visibleCells.map(\.title) == ["Shown"])
    #expect(screen.visibleCells.map(\.title) == ["Shown", "Other"])
    other.isVisible = false
    #expect(other.visibleCells.isEmpty)
    #expect(screen.visibleSections.count == 1)
    #expect(screen.visibleCells.map(\.title) == ["Shown"])
    other.isVisible = true
    hidden.isVisible = true
    #expect(screen.visibleCells.map(\.title) == ["Shown", "Hidden", "Other"])
  }
}
