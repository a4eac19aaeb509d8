import FormworkExamples
import Testing

@testable import Formwork

/// The driver's navigation stack: screens root first, who hears a push or a pop, and which
/// screens a row would no longer open.
@Suite struct ScreenStackTests {
  @Test func aScreenWhoseRowIsHiddenDisabledOrGoneIsUnreachable() {
    let stack = ScreenStack()
    let row = FormCell(title: "Open")
    let root = Screen(title: "Root", sections: [Section(cells: [row])])
    let nested = Screen(title: "Nested")
    let deeper = Screen(title: "Deeper")
    stack.push(root)
    #expect(stack.firstUnreachable == nil)
    stack.push(nested)
    nested.opener = row
    stack.push(deeper)  // opened by no row (pushed by hand): always reachable
    #expect(stack.firstUnreachable == nil)
    row.isVisible = false
    #expect(stack.firstUnreachable == 1)
    row.isVisible = true
    row.isEnabled = false
    #expect(stack.firstUnreachable == 1)
    row.isEnabled = true
    #expect(stack.firstUnreachable == nil)
    root.sections[0].cells = []
    #expect(stack.firstUnreachable == 1)
    #expect(stack.removeTop() === deeper)
    #expect(stack.screens.map(\.title) == ["Root", "Nested"])
  }

  @Test func theDriverClosesWhatBecameUnreachableAndObserversHearEachMove() throws {
    let driver = FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
    var heard: [[String]] = []
    let token = driver.observeNavigation { heard.append(driver.path) }
    try driver.perform(.tap(row: "Personal Hotspot"))
    try driver.perform(.back)
    driver.pop()  // on the root: nothing, and nothing heard
    #expect(heard == [["Settings", "Personal Hotspot"], ["Settings"]])
    token.cancel()
    try driver.perform(.tap(row: "Personal Hotspot"))
    #expect(heard.count == 2)
    #expect(driver.path == ["Settings", "Personal Hotspot"])
  }
}
