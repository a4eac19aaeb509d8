import Testing

@testable import Formwork

/// A picker's options on their own (`ChoicesTests` drives pickers in rows): choosing an
/// index it has reports it once; anything else, or a disabled picker, changes nothing.
@Suite struct PickerOptionsTests {
  @Test func choosingReportsOnlyAChangeAndRefusesAnIndexItDoesNotHave() {
    let options = PickerOptions(optionTitles: ["Always", "Never"])
    var reported: [Int] = []
    options.valueChanged = { reported.append($0) }
    #expect(options.select(1))
    #expect(options.select(1))
    #expect(!options.select(2))
    #expect(!options.select(-1))
    #expect(options.selectedIndex == 1)
    #expect(reported == [1])
    options.isEnabled = false
    #expect(!options.select(0))
    #expect(options.selectedIndex == 1)
    #expect(reported == [1])
  }

  @Test func aPickerInADisabledRowChoosesNothing() {
    let options = PickerOptions(optionTitles: ["Always", "Never"], selectedIndex: 0)
    let cell = FormCell(title: "Preview")
    cell.control = options
    cell.isEnabled = false
    #expect(!options.select(1))
    #expect(options.selectedIndex == 0)
  }
}
