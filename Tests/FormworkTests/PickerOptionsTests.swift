import Testing

@testable import Formwork

/// A picker's options on their own (`ChoicesTests` drives pickers in rows; `OptionsControlTests`
/// what they share with segmented controls): a picker in a disabled row chooses nothing.
@Suite struct PickerOptionsTests {
  @Test func aPickerInADisabledRowChoosesNothing() {
    let options = PickerOptions(optionTitles: ["Always", "Never"], selectedIndex: 0)
    let cell = FormCell(title: "Preview")
    cell.control = options
    cell.isEnabled = false
    #expect(!options.select(1))
    #expect(options.selectedIndex == 0)
  }
}
