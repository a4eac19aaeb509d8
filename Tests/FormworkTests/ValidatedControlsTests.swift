import Foundation
import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// Every control's value reaches state and its rules judge it, the way text fields do: the
/// row says what is wrong once the user finished, the form counts it, a gate refuses; and
/// nothing traps at numeric extremes.
@Suite struct ValidatedControlsTests {
  private enum ItemSize: String, CaseIterable, Equatable { case small, medium, large }

  private struct Reservation: Equatable {
    var guests = 2
    var nights = 1
    var budget = 0.5
    var price = 10.0
    var day = Date(timeIntervalSince1970: 0)
    var size = ItemSize.small
    var name = "bob"
    var website: String? = nil
    var floor: Int? = nil
    var timer: TimeInterval = 0
    var count = 0
  }

  private var form: Form<Reservation> {
    sections([
      section([
        controlCell(
          title: "Guests",
          control: stepper(keyPath: \.guests, range: 0...10, rules: [.range(1...8)])),
        controlCell(
          title: "Nights",
          control: numberField(keyPath: \.nights, rules: [.custom("Must be odd") { $0 % 2 == 1 }])),
        controlCell(
          title: "Budget",
          control: slider(keyPath: \.budget, range: 0...1, step: 0.1, rules: [.range(0.2...0.8)])),
        controlCell(
          title: "Day",
          control: dateField(
            keyPath: \.day, timeZone: TimeZone(identifier: "UTC"),
            rules: [
              .range(Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 86_400 * 30))
            ])),
        pickerCell(
          title: "Size", keyPath: \.size, optionTitle: \.rawValue,
          rules: [.custom("Not in stock") { $0 != .large }]),
        nestedTextField(
          title: "Name", keyPath: \.name,
          rules: [.matches("[a-z]+", message: "Lowercase letters only")]),
        controlCell(title: "Website", control: textField(keyPath: \.website, rules: [.url()])),
        controlCell(
          title: "Floor", control: numberField(keyPath: \.floor, rules: [.range(0...90)])),
      ])
    ])
  }

  private func control<C>(_ driver: FormDriver<Reservation>, _ number: Int, as type: C.Type) -> C? {
    row(driver, number).control as? C
  }

  @Test func aStepperValueReachesStateAndItsRulesJudgeIt() throws {
    let driver = FormDriver(initial: Reservation(guests: 8), title: "Booking", build: form)
    let stepper = try #require(control(driver, 1, as: Stepper.self))
    #expect(stepper.increment())
    #expect(driver.state == Reservation(guests: 9))
    #expect(stepper.value == 9)
    #expect(row(driver, 1).message == "Must be from 1 to 8")
    #expect(driver.validationErrors.map(\.description) == ["Guests: Must be from 1 to 8"])
    #expect(stepper.decrement())
    #expect(driver.state.guests == 8)
    #expect(row(driver, 1).message == nil)
    #expect(stepper.enter("0"))
    #expect(driver.state.guests == 0)
    #expect(row(driver, 1).message == "Must be from 1 to 8")
  }

  @Test func numbersSlidersDatesAndPickersAreJudgedToo() throws {
    let driver = FormDriver(initial: Reservation(), title: "Booking", build: form)
    #expect(try #require(control(driver, 2, as: NumberField.self)).enter("4"))
    #expect(control(driver, 2, as: NumberField.self)?.text == "4")
    #expect(row(driver, 2).message == "Must be odd")
    #expect(try #require(control(driver, 3, as: Slider.self)).enter("0.9"))
    #expect(row(driver, 3).message == "Must be from 0.2 to 0.8")
    let dayField = try #require(control(driver, 4, as: DateField.self))
    #expect(dayField.enter("1971-01-01"))
    #expect(row(driver, 4).message?.hasPrefix("Must be from") == true)
    // Chosen in place, the option reaches state and the row says what is wrong with it.
    try driver.perform(.select(row: 5, option: "large"))
    #expect(driver.state.size == .large)
    #expect(row(driver, 5).message == "Not in stock")
    // The nested text field's editor writes what was typed; the row says what is wrong.
    #expect(row(driver, 6).tap())
    let editor = try #require(control(driver, 1, as: TextField.self))
    #expect(editor.enter("Bob"))
    #expect(driver.state.name == "Bob")
    driver.pop()
    #expect(row(driver, 6).message == "Lowercase letters only")
    #expect(
      driver.validationErrors.map(\.description) == [
        "Nights: Must be odd", "Budget: Must be from 0.2 to 0.8",
        "Day: Must be from 1970-01-01 to 1970-01-31", "Size: Not in stock",
        "Name: Lowercase letters only",
      ])
  }

  @Test func aGateRefusesWhatItFailsOnEveryControl() throws {
    let gated: Form<Reservation> = sections([
      section([
        controlCell(
          title: "Guests",
          control: stepper(keyPath: \.guests, range: 0...10, rules: [.range(1...8).gating()])),
        pickerCell(
          title: "Size", keyPath: \.size, optionTitle: \.rawValue,
          rules: [ValidationRule.custom("Not in stock") { $0 != .large }.gating()]),
      ])
    ])
    let driver = FormDriver(initial: Reservation(guests: 8), title: "Booking", build: gated)
    let stepper = try #require(control(driver, 1, as: Stepper.self))
    #expect(!stepper.increment())
    #expect(driver.state == Reservation(guests: 8))
    #expect(stepper.value == 8)
    #expect(row(driver, 1).message == "Must be from 1 to 8")
    #expect(stepper.decrement())
    #expect(driver.state.guests == 7)
    #expect(row(driver, 1).message == nil)
    #expect(throws: GestureError.self) { try driver.perform(.select(row: 2, option: "large")) }
    #expect(driver.state == Reservation(guests: 7))
    #expect((row(driver, 2).control as? PickerOptions)?.selectedIndex == 0)
    #expect(row(driver, 2).message == "Not in stock")
  }

  @Test func rulesWorkOnOptionalValues() throws {
    let driver = FormDriver(initial: Reservation(), title: "Booking", build: form)
    #expect(driver.validationErrors == [])
    let website = try #require(control(driver, 7, as: TextField.self))
    #expect(website.enter("nope"))
    #expect(driver.state.website == "nope")
    #expect(row(driver, 7).message == "Not a valid URL (http:// or https://)")
    #expect(website.enter("https://example.com"))
    #expect(driver.state.website == "https://example.com")
    #expect(try #require(control(driver, 8, as: NumberField.self)).enter("91"))
    #expect(driver.state.floor == 91)
    #expect(row(driver, 8).message == "Must be from 0 to 90")
    #expect(try #require(control(driver, 8, as: NumberField.self)).enter(""))
    #expect(driver.state.floor == nil)
    let required: [ValidationRule<Reservation, String?>] = [.required()]
    #expect(required[0].check(nil, Reservation()) == "Required")
    #expect(required[0].check("", Reservation()) == "Required")
    #expect(required[0].check("x", Reservation()) == nil)
    let present: ValidationRule<Reservation, Int?> = .required(message: "Pick one")
    #expect(present.check(nil, Reservation()) == "Pick one")
    #expect(present.check(0, Reservation()) == nil)
  }

  @Test func aMessageFollowsWhenStateReplacesTheValue() throws {
    let driver = FormDriver(initial: Reservation(guests: 8), title: "Booking", build: form)
    #expect(try #require(control(driver, 1, as: Stepper.self)).increment())
    #expect(row(driver, 1).message == "Must be from 1 to 8")
    driver.state = Reservation(guests: 3)
    #expect(row(driver, 1).message == nil)
    #expect(try #require(control(driver, 2, as: NumberField.self)).enter("x4") == false)
    #expect(row(driver, 2).message == "not a number: x4")
    driver.state = Reservation(guests: 3, nights: 5)
    #expect(row(driver, 2).message == nil)
    #expect(control(driver, 2, as: NumberField.self)?.text == "5")
  }

  @Test func numericExtremesNeverTrap() throws {
    let extremes: Form<Reservation> = sections([
      section([
        controlCell(title: "Count", control: stepper(keyPath: \.count, range: 0...Int.max)),
        controlCell(title: "Timer", control: durationField(keyPath: \.timer)),
        controlCell(title: "Low", control: stepper(keyPath: \.guests, range: Int.min...0)),
      ])
    ])
    let driver = FormDriver(initial: Reservation(guests: 0), title: "Extremes", build: extremes)
    let count = try #require(control(driver, 1, as: Stepper.self))
    #expect(count.enter(String(Int.max)))
    #expect(driver.state.count == Int.max)
    #expect(!count.increment())
    #expect(driver.state.count == Int.max)
    #expect(!count.enter(String(Int.max) + "000"))
    #expect(driver.state.count == Int.max)
    let timer = try #require(control(driver, 2, as: NumberField.self))
    // Minutes past Int.max / 60: in seconds as a Double, shown to the nearest minute.
    #expect(timer.enter("153722867280912931"))
    #expect(driver.state.timer == 153_722_867_280_912_931.0 * 60)
    #expect(timer.text == "2562047788015215:28")
    driver.state.timer = 0
    #expect(!timer.enter("999999999999999999999:00"))
    #expect(!timer.enter("153722867280912931:00"))
    #expect(row(driver, 2).message == "too long a duration: 153722867280912931:00")
    #expect(driver.state.timer == 0)
    let low = try #require(control(driver, 3, as: Stepper.self))
    #expect(low.enter(String(Int.min)))
    #expect(driver.state.guests == Int.min)
    #expect(!low.decrement())
    #expect(driver.state.guests == Int.min)
    #expect(screenText(driver).contains("Count  [− \(Int.max) +]"))
  }

  @Test func numberFieldsSlidersAndDatesTakeTheirExtremesWithoutTrapping() throws {
    struct Extremes: Equatable {
      var whole = 0
      var optional: Int? = nil
      var fraction = 0.0
      var level = 0.5
      var day = Date(timeIntervalSince1970: 0)
    }
    let form: Form<Extremes> = sections([
      section([
        controlCell(title: "Whole", control: numberField(keyPath: \.whole)),
        controlCell(title: "Optional", control: numberField(keyPath: \.optional)),
        controlCell(title: "Fraction", control: numberField(keyPath: \.fraction)),
        controlCell(
          title: "Level",
          control: slider(
            keyPath: \.level,
            range: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)),
        controlCell(
          title: "Day", control: dateField(keyPath: \.day, timeZone: TimeZone(identifier: "UTC"))),
      ])
    ])
    let driver = FormDriver(initial: Extremes(), title: "Extremes", build: form)
    func text(_ number: Int) throws -> any TextEnterableControl {
      let control = row(driver, number).control as? any TextEnterableControl
      return try #require(control)
    }
    #expect(try text(1).enter(String(Int.max)))
    #expect(try text(1).enter(String(Int.min)))
    #expect(driver.state.whole == Int.min)
    #expect(try !text(1).enter(String(UInt(Int.max) + 1)))
    #expect(try !text(2).enter("-99999999999999999999"))
    #expect(driver.state.optional == nil)
    #expect(try text(3).enter("1.7976931348623157e308"))
    #expect(try !text(3).enter("1e309"))
    #expect(try !text(3).enter("nan"))
    #expect(driver.state.fraction == Double.greatestFiniteMagnitude)
    let level = try #require(row(driver, 4).control as? Slider)
    #expect(level.enter("1e308"))
    // It snaps to the nearest of its hundred steps across the widest range.
    #expect(abs(level.value - 1e308) <= level.step)
    _ = level.increment()
    _ = level.decrement()
    #expect(level.value.isFinite)
    #expect(try text(5).enter("9999-12-31"))
    // Years past 9999 and before 1 parse or are refused, and nothing traps either way.
    _ = try text(5).enter("99999-12-31")
    _ = try text(5).enter("-0001-01-01")
    #expect(try !text(5).enter("9999-13-01"))
    // Nothing trapped, every screen still renders, and a fresh form agrees with it.
    let fresh = FormDriver(initial: driver.state, title: "Extremes", build: form)
    #expect(!screenText(driver).isEmpty)
    #expect(driver.state == fresh.state)
  }
}

/// A Double number field whose range is a rule: a number out of range reaches state with
/// the rule's error; text that is not a number stays on the row with why, the state keeps its
/// value, and a fresh form over the same state and input shows the same screen.
@Suite struct ValidatedDoubleRangeTests {
  private struct Stay: Equatable {
    var rate = 89.5
  }

  private var form: Form<Stay> {
    sections([
      section([
        controlCell(title: "Rate", control: numberField(keyPath: \.rate, rules: [.range(20...500)]))
      ])
    ])
  }

  @Test func emptyTextAfterOutOfRangeTextSaysOnlyWhatIsWrongNow() throws {
    let driver = FormDriver(initial: Stay(), title: "Stay", build: form)
    let field = try #require(row(driver, 1).control as? NumberField)
    #expect(field.enter("99999999999999999999"))
    #expect(row(driver, 1).message == "Must be from 20 to 500")
    #expect(driver.state == Stay(rate: 1e20))
    #expect(!field.enter(""))
    #expect(driver.state == Stay(rate: 1e20))
    #expect(field.text == "")
    #expect(row(driver, 1).message == "enter a number")
    #expect(driver.validationErrors.map(\.description) == ["Rate: enter a number"])
    // A fresh form over the same state and input shows the same screen.
    let fresh = FormDriver(initial: driver.state, title: "Stay", build: form)
    fresh.input = driver.input
    #expect(screenText(driver) == screenText(fresh))
    // Valid text clears it all.
    #expect(field.enter("120"))
    #expect(driver.state == Stay(rate: 120))
    #expect(row(driver, 1).message == nil)
    #expect(screenText(driver) == "Stay\n\n  1  Rate  [120]\n")
  }
}
