import Testing

@testable import Formwork

/// The toggle element on its own: a tap flips it and reports the new value; a disabled one,
/// or one in a disabled row, takes no tap.
@Suite struct ToggleTests {
  @Test func aTapFlipsItAndReportsEachValue() {
    let toggle = Toggle()
    var reported: [Bool] = []
    toggle.valueChanged = { reported.append($0) }
    #expect(toggle.textDescription == "[off]")
    #expect(toggle.tap())
    #expect(toggle.textDescription == "[on]")
    #expect(toggle.tap())
    #expect(toggle.textDescription == "[off]")
    #expect(reported == [true, false])
  }

  @Test func aDisabledToggleOrRowTakesNoTap() {
    let toggle = Toggle(isOn: true)
    var reported: [Bool] = []
    toggle.valueChanged = { reported.append($0) }
    toggle.isEnabled = false
    #expect(!toggle.tap())
    toggle.isEnabled = true
    let cell = FormCell(title: "Wi-Fi")
    cell.control = toggle
    cell.isEnabled = false
    #expect(!toggle.tap())
    #expect(toggle.textDescription == "[on]")
    #expect(reported == [])
    cell.isEnabled = true
    #expect(toggle.tap())
    #expect(toggle.textDescription == "[off]")
    #expect(reported == [false])
  }
}
