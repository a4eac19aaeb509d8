import Testing

@testable import Formwork

/// The slider element on its own (`NumbersTests` drives it in rows, `RangedControlTests` what
/// it shares with the stepper): steps and typed values snap to the step within the range, the
/// bar shows where the value lies, and the widest ranges and odd steps neither trap nor
/// overflow.
@Suite struct SliderTests {
  @Test func stepsMoveTheBarAndStopAtTheEnds() {
    let probe = RangedProbe(Slider(value: 0.8, range: 0...1, step: 0.1))
    #expect(probe.control.increment())
    #expect(probe.control.increment())
    #expect(probe.shown == "[1 ▮▮▮▮▮▮▮▮▮▮] refusal: none reported: [0.9, 1.0]")
    #expect(!probe.control.increment())
    #expect(probe.shown == "[1 ▮▮▮▮▮▮▮▮▮▮] refusal: Must be from 0 to 1 reported: [0.9, 1.0]")
    #expect(probe.control.decrement())
    #expect(probe.shown == "[0.9 ▮▮▮▮▮▮▮▮▮▯] refusal: none reported: [0.9, 1.0, 0.9]")
  }

  @Test func typedValuesSnapToTheStepAndMayHaveFractions() {
    let probe = RangedProbe(Slider(value: 0, range: 0...100, step: 10))
    #expect(probe.control.enter("34"))
    #expect(probe.control.enter("36.5"))
    #expect(probe.shown == "[40 ▮▮▮▮▯▯▯▯▯▯] refusal: none reported: [30.0, 40.0]")
    #expect(!probe.control.enter("120"))
    #expect(
      probe.shown == "[40 ▮▮▮▮▯▯▯▯▯▯] refusal: Must be from 0 to 100 reported: [30.0, 40.0]")
    #expect(!probe.control.enter("lots"))
    #expect(probe.shown == "[40 ▮▮▮▮▯▯▯▯▯▯] refusal: not a number: lots reported: [30.0, 40.0]")
  }

  @Test func withoutAUsableStepItMovesAHundredthOfTheRange() {
    for step in [nil, 0, -1, Double.nan, .infinity] as [Double?] {
      let slider = Slider(value: 0, range: 0...100, step: step)
      #expect(slider.step == 1)
      #expect(slider.increment())
      #expect(slider.value == 1)
    }
    #expect(Slider(range: 5...5).step == 1)
  }

  @Test func theWidestRangeAndAValueOutsideItKeepTheBarFinite() {
    let widest = Slider(
      value: 0, range: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
    #expect(widest.fraction == 0.5)
    #expect(widest.increment())
    #expect(widest.value.isFinite)
    #expect(widest.fraction > 0.5 && widest.fraction <= 1)

    let outside = Slider(value: 7, range: 0...1)
    #expect(outside.fraction == 1)
    #expect(outside.textDescription == "[7 ▮▮▮▮▮▮▮▮▮▮]")
    outside.value = .nan
    #expect(outside.fraction == 0)
  }
}
