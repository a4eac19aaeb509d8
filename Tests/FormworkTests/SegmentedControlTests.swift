import Testing

@testable import Formwork

/// The segmented control on its own (`ChoicesTests` drives it in rows): it selects by index,
/// reports only a change, and refuses an index it does not have.
@Suite struct SegmentedControlTests {
  @Test func selectingMarksTheSegmentAndReportsOnlyAChange() {
    let control = SegmentedControl(optionTitles: ["S", "M", "L"])
    var reported: [Int] = []
    control.valueChanged = { reported.append($0) }
    #expect(control.textDescription == "[S|M|L]")
    #expect(control.select(1))
    #expect(control.textDescription == "[S|*M*|L]")
    #expect(control.select(1))
    #expect(control.select(2))
    #expect(control.textDescription == "[S|M|*L*]")
    #expect(reported == [1, 2])
  }

  @Test func anIndexItDoesNotHaveOrADisabledControlChangesNothing() {
    let control = SegmentedControl(optionTitles: ["S", "M"], selectedIndex: 0)
    var reported: [Int] = []
    control.valueChanged = { reported.append($0) }
    #expect(!control.select(2))
    #expect(!control.select(-1))
    control.isEnabled = false
    #expect(!control.select(1))
    #expect(control.textDescription == "[*S*|M]")
    #expect(control.selectedIndex == 0)
    #expect(reported == [])
    #expect(!SegmentedControl().select(0))
    #expect(SegmentedControl().textDescription == "[]")
  }
}
