import Testing

@testable import Formwork

/// A ranged control (a stepper, a slider) and every value it reported, shown on one line.
final class RangedProbe<Control: RangedControl & TextDescribedControl> {
  let control: Control
  var reported: [Double] = []

  init(_ control: Control) {
    self.control = control
    control.valueChanged = { [unowned self] in reported.append($0) }
  }

  /// What a user sees and what the form heard, in one line.
  var shown: String {
    "\(control.textDescription) refusal: \(control.refusal ?? "none") reported: \(reported)"
  }
}

/// What steppers and sliders share: a refusal shows on the row and goes with the next good
/// value (leaving a message someone else set), and a disabled control or row takes nothing.
@Suite struct RangedControlTests {
  private func controls() -> [any RangedControl & SteppableControl & TextEnterableControl] {
    [Stepper(value: 1, range: 0...1), Slider(value: 1, range: 0...1, step: 0.5)]
  }

  @Test func aRefusalShowsOnTheRowAndTheNextGoodValueClearsIt() {
    for control in controls() {
      let cell = FormCell(title: "Level")
      cell.control = control
      #expect(!control.increment())
      #expect(cell.message == "Must be from 0 to 1")
      #expect(control.refusal == "Must be from 0 to 1")
      #expect(control.decrement())
      #expect(cell.message == nil)
      #expect(control.refusal == nil)
      #expect(!control.enter("2"))
      cell.message = "checked elsewhere"
      #expect(control.enter("1"))
      #expect(cell.message == "checked elsewhere")
    }
  }

  @Test func aDisabledControlOrRowTakesNothingAndSaysNothing() {
    for control in controls() {
      var reported: [Double] = []
      control.valueChanged = { reported.append($0) }
      let cell = FormCell(title: "Level")
      cell.control = control
      cell.isEnabled = false
      #expect(!control.increment() && !control.decrement() && !control.enter("0"))
      cell.isEnabled = true
      control.isEnabled = false
      #expect(!control.increment() && !control.decrement() && !control.enter("0"))
      #expect(control.value == 1)
      #expect(control.refusal == nil)
      #expect(cell.message == nil)
      #expect(reported == [])
    }
  }
}
