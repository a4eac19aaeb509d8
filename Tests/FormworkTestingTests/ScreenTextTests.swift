import Formwork
import FormworkExamples
import FormworkTestSupport
import Testing

@testable import FormworkTesting

/// How a walk shows and finds screens: every screen of the stack with the path to it, a
/// row's position by screen, section and row, and a report's lines indented.
@Suite struct ScreenTextTests {
  @Test func theStackShowsEveryScreenWithThePathToIt() {
    let driver = settingsDriver()
    row(driver, 1).tap()
    let stack = ScreenText.stack(driver)
    #expect(stack.count == 2)
    #expect(stack[0].hasPrefix("Settings\n"))
    #expect(stack[1].hasPrefix("Settings › Personal Hotspot\n"))
    #expect(stack[1] == screenText(driver))
    #expect(ScreenText.render(driver.topScreen).hasPrefix("Personal Hotspot\n"))
  }

  @Test func aRowIsFoundByScreenSectionAndRowAndBack() throws {
    let driver = settingsDriver()
    row(driver, 1).tap()
    let top = driver.topScreen
    let last = try #require(top.sections.last?.cells.last)
    let position = try #require(ScreenText.position(of: last, in: driver))
    #expect(position.screen == 1)
    #expect(position.section == top.sections.count - 1)
    #expect(
      ScreenText.cell(in: top, section: position.section, cell: position.cell) === last)
    #expect(ScreenText.cell(in: top, section: top.sections.count, cell: 0) == nil)
    #expect(ScreenText.cell(in: top, section: 0, cell: -1) == nil)
    #expect(ScreenText.position(of: FormCell(title: "Elsewhere"), in: driver) == nil)
  }

  @Test func reportLinesAreIndentedAndBlankLinesStayEmpty() {
    #expect("tap 1\n\nback".indented() == "    tap 1\n\n    back")
    #expect("x".indented(by: 2) == "  x")
    #expect("".indented() == "")
  }
}
