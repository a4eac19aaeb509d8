import Foundation
import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// Number fields, steppers and sliders, driven through their gestures.
@Suite struct NumbersTests {
  private struct Person: Equatable {
    var age = 30
    var floor: Int?
    var height = 1.8
    var weight: Double?
    var name = "Ada"
  }

  private var personForm: Form<Person> {
    sections([
      section([
        controlCell(title: "Age", control: numberField(keyPath: \.age, range: 0...120)),
        controlCell(
          title: "Floor", control: numberField(keyPath: \.floor, placeholder: "none")),
        controlCell(
          title: "Height",
          control: numberField(keyPath: \.height, range: 0.5...2.5, format: { "\($0) m" })),
        controlCell(title: "Weight", control: numberField(keyPath: \.weight)),
        controlCell(title: "Name", control: textField(keyPath: \.name)),
      ])
    ])
  }

  private func field<State>(_ driver: FormDriver<State>, _ number: Int) throws -> NumberField {
    try #require(row(driver, number).control as? NumberField)
  }

  @Test func showsValuesThroughTheirFormatters() {
    let driver = FormDriver(initial: Person(), title: "Person", build: personForm)
    #expect(
      screenText(driver) == """
        Person

          1  Age     [30]
          2  Floor   [<none>]
          3  Height  [1.8 m]
          4  Weight  []
          5  Name    [Ada]

        """)
  }

  @Test func validTextWritesStateAndIsShownFormatted() throws {
    let driver = FormDriver(initial: Person(), title: "Person", build: personForm)
    #expect(try field(driver, 1).enter(" 042 "))
    #expect(try field(driver, 2).enter("3"))
    #expect(try field(driver, 3).enter("1.75"))
    #expect(try field(driver, 4).enter("72"))
    #expect(driver.state == Person(age: 42, floor: 3, height: 1.75, weight: 72))
    #expect(
      screenText(driver) == """
        Person

          1  Age     [42]
          2  Floor   [3]
          3  Height  [1.75 m]
          4  Weight  [72]
          5  Name    [Ada]

        """)
  }

  @Test func unparseableTextStaysVisibleWithAMessageAndStateKeepsItsValue() throws {
    let driver = FormDriver(initial: Person(), title: "Person", build: personForm)
    #expect(try !field(driver, 1).enter("12x"))
    #expect(try !field(driver, 3).enter("tall"))
    #expect(try !field(driver, 2).enter("2.5"))
    #expect(driver.state == Person())
    let refused = """
      Person

        1  Age     [12x]
           ! not a number: 12x
        2  Floor   [2.5]
           ! not a whole number: 2.5
        3  Height  [tall]
           ! not a number: tall
        4  Weight  []
        5  Name    [Ada]

      """
    #expect(screenText(driver) == refused)
    // Another change elsewhere keeps the refused text and messages.
    try #require(row(driver, 5).control as? TextField).enter("Grace")
    #expect(driver.state == Person(name: "Grace"))
    #expect(
      screenText(driver) == """
        Person

          1  Age     [12x]
             ! not a number: 12x
          2  Floor   [2.5]
             ! not a whole number: 2.5
          3  Height  [tall]
             ! not a number: tall
          4  Weight  []
          5  Name    [Grace]

        """)
  }

  /// A number out of range reaches state, and the range says what is wrong, in the words of
  /// `.range` and through the field's format; text that is not a number stays on its row.
  @Test func outOfRangeNumbersReachStateWithTheRangesError() throws {
    let driver = FormDriver(initial: Person(), title: "Person", build: personForm)
    #expect(try field(driver, 1).enter("121"))
    #expect(try field(driver, 3).enter("3"))
    #expect(driver.state == Person(age: 121, height: 3))
    #expect(try !field(driver, 1).enter(""))
    #expect(driver.state == Person(age: 121, height: 3))
    #expect(
      screenText(driver) == """
        Person

          1  Age     []
             ! enter a number
          2  Floor   [<none>]
          3  Height  [3.0 m]
             ! Must be from 0.5 m to 2.5 m
          4  Weight  []
          5  Name    [Ada]

        """)
    #expect(
      driver.validationErrors.map(\.description) == [
        "Age: enter a number", "Height: Must be from 0.5 m to 2.5 m",
      ])
  }

  @Test func validTextClearsTheMessage() throws {
    let driver = FormDriver(initial: Person(), title: "Person", build: personForm)
    try field(driver, 1).enter("-1")
    #expect(row(driver, 1).message == "Must be from 0 to 120")
    #expect(try field(driver, 1).enter("30"))
    #expect(driver.state == Person())
    #expect(row(driver, 1).message == nil)
    #expect(try field(driver, 1).refusal == nil)
    #expect(try field(driver, 1).text == "30")
  }

  @Test func emptyTextClearsOptionals() throws {
    let driver = FormDriver(
      initial: Person(floor: 4, weight: 60.5), title: "Person", build: personForm)
    #expect(try field(driver, 2).text == "4")
    #expect(try field(driver, 4).text == "60.5")
    #expect(try field(driver, 2).enter(""))
    #expect(try field(driver, 4).enter("  "))
    #expect(driver.state == Person())
    #expect(try field(driver, 2).textDescription == "[<none>]")
    #expect(try field(driver, 4).textDescription == "[]")
  }

  @Test func stateChangedFromOutsideReplacesRefusedText() throws {
    let driver = FormDriver(initial: Person(), title: "Person", build: personForm)
    try field(driver, 1).enter("old?")
    driver.state.age = 50
    #expect(try field(driver, 1).text == "50")
    #expect(row(driver, 1).message == nil)
  }

  @Test func disabledCellRefusesTextAndChangesNothing() throws {
    let driver = FormDriver(initial: Person(), title: "Person", build: personForm)
    row(driver, 1).isEnabled = false
    #expect(try !field(driver, 1).enter("40"))
    #expect(driver.state == Person())
    #expect(try field(driver, 1).text == "30")
    #expect(row(driver, 1).message == nil)
  }

  @Test func nonFiniteDoublesAreRefused() throws {
    let driver = FormDriver(initial: Person(), title: "Person", build: personForm)
    #expect(try !field(driver, 4).enter("nan"))
    #expect(try !field(driver, 4).enter("inf"))
    #expect(driver.state == Person())
    #expect(row(driver, 4).message == "not a number: inf")
  }

  // MARK: Steppers and sliders

  private struct Mixer: Equatable {
    var guests = 2
    var gain = 0.5
    var brightness = 0.5
  }

  private var mixerForm: Form<Mixer> {
    sections([
      section([
        controlCell(title: "Guests", control: stepper(keyPath: \.guests, range: 1...3)),
        controlCell(
          title: "Gain", control: stepper(keyPath: \.gain, range: 0...1, step: 0.25)),
        controlCell(
          title: "Brightness",
          control: slider(keyPath: \.brightness, range: 0...1, step: 0.1)),
      ])
    ])
  }

  @Test func stepperStepsWithinItsRangeAndRefusesPastTheEnd() throws {
    let driver = FormDriver(initial: Mixer(), title: "Mixer", build: mixerForm)
    let guests = try #require(row(driver, 1).control as? Stepper)
    #expect(guests.increment())
    #expect(driver.state == Mixer(guests: 3))
    #expect(!guests.increment())
    #expect(guests.refusal == "Must be from 1 to 3")
    #expect(driver.state == Mixer(guests: 3))
    #expect(
      screenText(driver) == """
        Mixer

          1  Guests      [− 3 +]
          2  Gain        [− 0.5 +]
          3  Brightness  [0.5 ▮▮▮▮▮▯▯▯▯▯]

        """)
    #expect(guests.decrement())
    #expect(guests.decrement())
    #expect(!guests.decrement())
    #expect(driver.state == Mixer(guests: 1))
    // A refused step is said by the gesture; the value it keeps is a valid one.
    #expect(throws: GestureError("row 1 (Guests) refused the step down: Must be from 1 to 3")) {
      try driver.perform(.decrement(row: 1))
    }
    #expect(row(driver, 1).message == nil)
  }

  /// A typed whole number reaches state, in range or not; text that is not one stays on its
  /// row with why.
  @Test func stepperTakesTypedNumbersAndKeepsWhatIsNotOne() throws {
    let driver = FormDriver(initial: Mixer(), title: "Mixer", build: mixerForm)
    let guests = try #require(row(driver, 1).control as? Stepper)
    let gain = try #require(row(driver, 2).control as? Stepper)
    #expect(guests.enter("9"))
    #expect(driver.state == Mixer(guests: 9))
    #expect(!guests.enter("1.5"))
    #expect(!gain.enter("loud"))
    #expect(driver.state == Mixer(guests: 9))
    #expect(
      screenText(driver) == """
        Mixer

          1  Guests      [− 9 +]
             ! not a whole number: 1.5
          2  Gain        [− 0.5 +]
             ! not a number: loud
          3  Brightness  [0.5 ▮▮▮▮▮▯▯▯▯▯]

        """)
    #expect(guests.enter("3"))
    #expect(gain.increment())
    #expect(gain.increment())
    #expect(!gain.increment())
    #expect(driver.state == Mixer(guests: 3, gain: 1))
    #expect(row(driver, 1).message == nil)
    #expect(row(driver, 2).message == nil)
  }

  @Test func sliderSnapsToStepsAndTakesANumberOutOfRangeWithItsError() throws {
    let driver = FormDriver(initial: Mixer(), title: "Mixer", build: mixerForm)
    let brightness = try #require(row(driver, 3).control as? Slider)
    #expect(brightness.enter("0.73"))
    #expect(driver.state == Mixer(brightness: 0.7))
    #expect(brightness.increment())
    #expect(brightness.increment())
    #expect(brightness.increment())
    #expect(driver.state == Mixer(brightness: 1))
    #expect(!brightness.increment())
    #expect(driver.state == Mixer(brightness: 1))
    #expect(brightness.enter("-0.1"))
    #expect(driver.state == Mixer(brightness: -0.1))
    #expect(
      screenText(driver) == """
        Mixer

          1  Guests      [− 2 +]
          2  Gain        [− 0.5 +]
          3  Brightness  [-0.1 ▯▯▯▯▯▯▯▯▯▯]
             ! Must be from 0 to 1

        """)
    #expect(brightness.enter("0"))
    #expect(driver.state == Mixer(brightness: 0))
    #expect(brightness.textDescription == "[0 ▯▯▯▯▯▯▯▯▯▯]")
    #expect(row(driver, 3).message == nil)
  }

  @Test func disabledSteppersAndSlidersRefuseEveryGesture() throws {
    let driver = FormDriver(initial: Mixer(), title: "Mixer", build: mixerForm)
    for number in 1...3 { row(driver, number).isEnabled = false }
    let guests = try #require(row(driver, 1).control as? Stepper)
    let brightness = try #require(row(driver, 3).control as? Slider)
    #expect(!guests.increment())
    #expect(!guests.enter("1"))
    #expect(!brightness.decrement())
    #expect(!brightness.enter("0.2"))
    #expect(driver.state == Mixer())
    #expect(row(driver, 1).message == nil)
  }

  @Test func controlsFollowStateSetFromOutside() throws {
    let driver = FormDriver(initial: Mixer(), title: "Mixer", build: mixerForm)
    driver.state = Mixer(guests: 1, gain: 0.25, brightness: 0.2)
    #expect(
      screenText(driver) == """
        Mixer

          1  Guests      [− 1 +]
          2  Gain        [− 0.25 +]
          3  Brightness  [0.2 ▮▮▯▯▯▯▯▯▯▯]

        """)
  }

  @Test func wholeNumbersAreTheSameAtEveryIntegerWidth() {
    // NB: Int is 32 bits on watchOS (arm64_32) and wasm32; Int32 stands in for it here.
    #expect(clamped(3e9, as: Int32.self) == .max)
    #expect(clamped(-3e9, as: Int32.self) == .min)
    #expect(clamped(2_147_483_646.6, as: Int32.self) == .max)
    #expect(clamped(2_147_483_647.5, as: Int32.self) == .max)
    #expect(clamped(-2_147_483_648.4, as: Int32.self) == .min)
    #expect(clamped(-2_147_483_648.5, as: Int32.self) == .min)
    #expect(clamped(-2.5, as: Int32.self) == -3)
    #expect(clamped(.nan, as: Int32.self) == 0)
    #expect(clamped(.infinity, as: Int32.self) == .max)
    #expect(clamped(-.infinity, as: Int64.self) == .min)
    #expect(clamped(9.3e18, as: Int64.self) == .max)
    #expect(clamped(-9.3e18, as: Int64.self) == .min)
    #expect(clampedInt(1e300) == .max)
    // Whole numbers up to 10^15 are written whole, past Int32's range too.
    #expect(plainNumber(3e9) == "3000000000")
    #expect(plainNumber(-999_999_999_999_999) == "-999999999999999")
    #expect(plainNumber(1e15) == "1000000000000000.0")
    #expect(plainNumber(-0.0) == "0")
    #expect(plainNumber(0.25) == "0.25")
  }

  @Test func aFormattedFieldIsEditedPlainAndTakesItsOwnFormatBack() throws {
    let driver = FormDriver(initial: Person(), title: "Person", build: personForm)
    let height = try field(driver, 3)
    #expect(height.text == "1.8 m")
    #expect(height.editingText == "1.8")
    #expect(height.enter("1.9 m"))
    #expect(driver.state.height == 1.9)
    #expect(height.editingText == "1.9")
    // Only the format's own text: other words around a number are refused.
    #expect(!height.enter("1.7 meters"))
    #expect(height.editingText == "1.7 meters")
    #expect(row(driver, 3).message == "not a number: 1.7 meters")
    #expect(driver.state.height == 1.9)
    #expect(try field(driver, 1).editingText == "30")
    #expect(try field(driver, 2).editingText == "")
  }

  @Test func steppersAndSlidersAreEditedAsPlainNumbers() {
    let stepper = Stepper(value: 3, range: 0...8)
    #expect(stepper.textDescription == "[− 3 +]")
    #expect(stepper.editingText == "3")
    let slider = Slider(value: 0.5, range: 0...1, step: 0.1)
    #expect(slider.editingText == "0.5")
  }
}

/// `currencyField`: an amount of money in the driver's format, both ways, the currency's
/// minor digits kept, text in another format refused with the expected one shown.
@Suite struct CurrencyFieldTests {
  private struct Item: Equatable {
    var price = Decimal(31) / 10
    var yen = Decimal(1_200)
  }

  private var form: Form<Item> {
    sections([
      section([
        controlCell(
          title: "Price",
          control: currencyField(keyPath: \.price, code: "EUR", range: 0...1_000)),
        controlCell(title: "Yen", control: currencyField(keyPath: \.yen, code: "JPY")),
      ])
    ])
  }

  private func field(_ driver: FormDriver<Item>, _ number: Int) throws -> NumberField {
    try #require(row(driver, number).control as? NumberField)
  }

  @Test func theFixedFormatShowsTheSymbolFirstWithTheMinorDigits() throws {
    let driver = FormDriver(initial: Item(), title: "Item", build: form)
    #expect(
      screenText(driver) == """
        Item

          1  Price  [€3.10]
          2  Yen    [¥1200]

        """)
    #expect(try field(driver, 1).enter("€ 12.5"))
    #expect(driver.state.price == Decimal(string: "12.5"))
    #expect(try field(driver, 1).text == "€12.50")
    #expect(try field(driver, 1).enter("7"))
    #expect(try field(driver, 1).text == "€7.00")
    #expect(try field(driver, 2).enter("99 ¥"))
    #expect(driver.state == Item(price: 7, yen: 99))
  }

  @Test func germanShowsTheSymbolAfterAndRefusesTheOtherFormat() throws {
    let driver = FormDriver(
      initial: Item(), title: "Artikel", strings: FormStrings(locale: "de"), build: form)
    #expect(try field(driver, 1).text == "3,10 €")
    #expect(try field(driver, 1).enter("3,14"))
    #expect(driver.state.price == Decimal(string: "3.14"))
    #expect(try field(driver, 1).text == "3,14 €")
    #expect(try field(driver, 1).enter("€ 4,5"))
    #expect(driver.state.price == Decimal(string: "4.5"))
    let refusals = [
      ("3.14", "kein Betrag (Format 1234,50 €): 3.14"),
      ("3,145 €", "kein Betrag (Format 1234,50 €): 3,145 €"),
      ("3,1x", "kein Betrag (Format 1234,50 €): 3,1x"),
      ("", "Zahl eingeben"),
    ]
    for (text, message) in refusals {
      #expect(try field(driver, 1).enter(text) == false)
      #expect(try field(driver, 1).text == text)
      #expect(row(driver, 1).message == message)
      #expect(driver.state == Item(price: Decimal(45) / 10))
    }
    // An amount out of range reaches state; the range says what is wrong, in German.
    #expect(try field(driver, 1).enter("1000,01"))
    #expect(row(driver, 1).message == "Muss zwischen 0,00 € und 1000,00 € liegen")
    #expect(try field(driver, 2).text == "1200 ¥")
    #expect(try field(driver, 2).enter("12,5") == false)
    #expect(row(driver, 2).message == "kein Betrag (Format 1235 ¥): 12,5")
  }
}
