import Testing

@testable import Formwork

/// The stepper element on its own (`NumbersTests` drives it in rows): steps stop at the ends of the range, typed
/// numbers must be whole and in range, a refusal changes nothing but the message, and a
/// disabled stepper takes nothing.
@Suite struct StepperTests {
  /// A stepper and every value it reported.
  private final class Probe {
    let stepper: Stepper
    var reported: [Double] = []

    init(_ stepper: Stepper) {
      self.stepper = stepper
      stepper.valueChanged = { [unowned self] in reported.append($0) }
    }

    /// What a user sees and what the form heard, in one line.
    var shown: String {
      "\(stepper.textDescription) refusal: \(stepper.refusal ?? "none") reported: \(reported)"
    }
  }

  @Test func stepsStopAtTheEndsOfTheRangeWithAMessage() {
    let probe = Probe(Stepper(value: 2, range: 0...3))
    #expect(probe.stepper.increment())
    #expect(probe.shown == "[− 3 +] refusal: none reported: [3.0]")
    #expect(!probe.stepper.increment())
    #expect(probe.shown == "[− 3 +] refusal: must be between 0 and 3 reported: [3.0]")
    #expect(probe.stepper.decrement())
    #expect(probe.shown == "[− 2 +] refusal: none reported: [3.0, 2.0]")
  }

  @Test func aStepPastAnEndLandsOnTheEnd() {
    let probe = Probe(Stepper(value: 8, range: 0...10, step: 5))
    #expect(probe.stepper.increment())
    #expect(probe.shown == "[− 10 +] refusal: none reported: [10.0]")
    #expect(probe.stepper.decrement())
    #expect(probe.stepper.decrement())
    #expect(!probe.stepper.decrement())
    #expect(probe.shown == "[− 0 +] refusal: must be between 0 and 10 reported: [10.0, 5.0, 0.0]")
  }

  @Test func typedNumbersMustBeWholeAndInRangeUnlessFractionsAreAllowed() {
    let whole = Probe(Stepper(value: 1, range: 0...5))
    #expect(!whole.stepper.enter("2.5"))
    #expect(whole.shown == "[− 1 +] refusal: not a whole number: 2.5 reported: []")
    #expect(!whole.stepper.enter("six"))
    #expect(whole.shown == "[− 1 +] refusal: not a number: six reported: []")
    #expect(!whole.stepper.enter("9"))
    #expect(whole.shown == "[− 1 +] refusal: must be between 0 and 5 reported: []")
    #expect(whole.stepper.enter(" 4 "))
    #expect(whole.shown == "[− 4 +] refusal: none reported: [4.0]")

    let fractional = Probe(Stepper(value: 0, range: 0...1, step: 0.1, allowsFractions: true))
    #expect(fractional.stepper.enter("0.5"))
    #expect(fractional.stepper.increment())
    #expect(fractional.shown == "[− 0.6 +] refusal: none reported: [0.5, 0.6]")
  }

  @Test func aDisabledStepperTakesNothingAndSaysNothing() {
    let probe = Probe(Stepper(value: 1, range: 0...3))
    probe.stepper.isEnabled = false
    #expect(!probe.stepper.increment())
    #expect(!probe.stepper.decrement())
    #expect(!probe.stepper.enter("2"))
    #expect(probe.shown == "[− 1 +] refusal: none reported: []")
  }
}
