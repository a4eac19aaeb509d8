import Testing

@testable import Formwork

/// What segmented controls and picker options share: choosing an index it has reports it
/// once, anything else or a disabled control changes nothing, and a choice the form refuses
/// (state's choice shown again) is reported refused.
@Suite struct OptionsControlTests {
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

  @Test func aChoiceTheFormRefusesIsReportedRefused() {
    for options in [
      SegmentedControl(optionTitles: ["S", "M", "L"]),
      PickerOptions(optionTitles: ["S", "M", "L"]),
    ] as [OptionsControl] {
      options.selectedIndex = 0
      // NB: what a form does with a value its rules refuse: state keeps its value and the
      // control's update shows it again.
      options.valueChanged = { index in
        if index == 2 { options.selectedIndex = 0 }
      }
      let chooses: (Int) -> Bool = { index in
        (options as? SegmentedControl)?.select(index) ?? (options as? PickerOptions)?.select(index)
          ?? false
      }
      #expect(!chooses(2))
      #expect(options.selectedIndex == 0)
      #expect(chooses(1))
      #expect(options.selectedIndex == 1)
    }
  }
}
