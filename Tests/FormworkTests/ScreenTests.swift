import FormworkTestSupport
import Testing

@testable import Formwork

/// A screen: its sections know it, a row that opens it is remembered as its opener, and it
/// shows only visible sections and rows.
@Suite struct ScreenTests {
  @Test func aScreenOpenedByARowRemembersItEvenAfterTheRowGoes() {
    let screen = Screen(title: "Details")
    #expect(screen.opener == nil && !screen.wasOpenedByRow)
    var row: FormCell? = FormCell(title: "Open")
    screen.opener = row
    #expect(screen.opener === row)
    #expect(screen.wasOpenedByRow)
    row = nil
    #expect(screen.opener == nil)
    #expect(screen.wasOpenedByRow)
  }

  @Test func aDriversPushedScreenKnowsTheRowThatOpenedIt() {
    let driver = settingsDriver()
    let hotspot = row(driver, 1)
    #expect(hotspot.tap())
    #expect(driver.topScreen.opener === hotspot)
    #expect(driver.topScreen.title == "Personal Hotspot")
    #expect(driver.topScreen.sections.allSatisfy { $0.screen === driver.topScreen })
    #expect(!driver.topScreen.holdsDraft)
  }

  @Test func aScreenWithEverySectionHiddenShowsNothing() {
    let sections = [Section(cells: [FormCell(title: "A")]), Section(cells: [FormCell(title: "B")])]
    let screen = Screen(title: "Empty", sections: sections)
    #expect(screen.visibleCells.map(\.title) == ["A", "B"])
    for section in sections { section.isVisible = false }
    #expect(screen.visibleSections.isEmpty)
    #expect(screen.visibleCells.isEmpty)
  }
}
