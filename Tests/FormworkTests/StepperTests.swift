import Testing

@testable import Formwork

/// The stepper element on its own (`NumbersTests` drives it in rows, `RangedControlTests`
/// checks what it shares with the slider): steps stop at the ends of the range, typed numbers
/// must be whole and in range, and a refusal changes nothing but the message.
@Suite struct StepperTests {
  @Test func stepsStopAtTheEndsOfTheRangeWithAMessage() {
    let probe = RangedProbe(Stepper(value: 2, range: 0...3))
    #expect(probe.control.increment())
    #expect(probe.shown == "[− 3 +] refusal: none reported: [3.0]")
    #expect(!probe.control.increment())
    #expect(probe.shown == "[− 3 +] refusal: Must be from 0 to 3 reported: [3.0]")
    #expect(probe.control.decrement())
    #expect(probe.shown == "[− 2 +] refusal: none reported: [3.0, 2.0]")
  }

  @Test func aStepPastAnEndLandsOnTheEnd() {
    let probe = RangedProbe(Stepper(value: 8, range: 0...10, step: 5))
    #expect(probe.control.increment())
    #expect(probe.shown == "[− 10 +] refusal: none reported: [10.0]")
    #expect(probe.control.decrement())
    #expect(probe.control.decrement())
    #expect(!probe.control.decrement())
    #expect(probe.shown == "[− 0 +] refusal: Must be from 0 to 10 reported: [10.0, 5.0, 0.0]")
  }

  @Test func typedNumbersMustBeWholeAndInRangeUnlessFractionsAreAllowed() {
    let whole = RangedProbe(Stepper(value: 1, range: 0...5))
    #expect(!whole.control.enter("2.5"))
    #expect(whole.shown == "[− 1 +] refusal: not a whole number: 2.5 reported: []")
    #expect(!whole.control.enter("six"))
    #expect(whole.shown == "[− 1 +] refusal: not a number: six reported: []")
    #expect(!whole.control.enter("9"))
    #expect(whole.shown == "[− 1 +] refusal: Must be from 0 to 5 reported: []")
    #expect(whole.control.enter(" 4 "))
    #expect(whole.shown == "[− 4 +] refusal: none reported: [4.0]")

    let fractional = RangedProbe(Stepper(value: 0, range: 0...1, step: 0.1, allowsFractions: true))
    #expect(fractional.control.enter("0.5"))
    #expect(fractional.control.increment())
    #expect(fractional.shown == "[− 0.6 +] refusal: none reported: [0.5, 0.6]")
  }
}
