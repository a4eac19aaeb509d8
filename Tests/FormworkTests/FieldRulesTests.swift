import Foundation
import FormworkTestSupport
import Testing

@testable import Formwork

/// Rules given to the control that edits a value (`rules:`): every control that writes a key
/// path takes them, the value reaches state, its row shows their message and the form counts
/// them. (`ValidatedControlsTests` covers steppers, number, date and text fields, pickers
/// and nested text fields; this suite the other controls, and how a control's field meets its
/// cell.)
@Suite struct FieldRulesTests {
  private struct Trip: Equatable {
    var insured = false
    var agreed = false
    var notes = ""
    var seat = Seat.aisle
    var extras: Set<Extra> = []
    var price: Decimal = 10
    var layover: TimeInterval = 3_600
    var returnDay: Date? = nil
    var weight = 23.0
    var address = PostalAddress()
  }

  private enum Seat: String, CaseIterable { case aisle, middle, window }
  private enum Extra: String, CaseIterable { case meal, bag }

  private var form: Form<Trip> {
    sections([
      section([
        controlCell(
          title: "Insured", control: toggle(keyPath: \.insured, rules: [.isOn(message: "Required")])
        ),
        checkCell(title: "Agreed", keyPath: \.agreed, rules: [.isOn()]),
        controlCell(title: "Notes", control: textArea(keyPath: \.notes, rules: [.maxLength(5)])),
        controlCell(
          title: "Seat",
          control: segmentedControl(
            keyPath: \.seat, optionTitle: \.rawValue,
            rules: [.custom("Middle seats are taken") { $0 != .middle }])),
        multiSelectCell(
          title: "Extras", keyPath: \.extras, optionTitle: \.rawValue,
          rules: [.required(message: "Pick one")]),
        controlCell(
          title: "Price",
          control: currencyField(keyPath: \.price, code: "USD", rules: [.range(5...50)])),
        controlCell(
          title: "Layover",
          control: durationField(keyPath: \.layover, rules: [.range(1_800...7_200)])),
        controlCell(
          title: "Return",
          control: dateField(
            keyPath: \.returnDay, timeZone: TimeZone(identifier: "UTC"),
            rules: FieldRules([.required()], timing: .onEndEditing))),
        controlCell(
          title: "Weight",
          control: stepper(keyPath: \.weight, range: 0...30, step: 0.5, rules: [.range(0.5...23)])),
        postalAddressCell(
          title: "Address", keyPath: \.address,
          rules: [.custom("Needs a city") { !$0.city.isEmpty }]),
      ])
    ])
  }

  @Test func switchesAndCheckBoxesAreJudgedByTheirRules() throws {
    let driver = FormDriver(initial: Trip(insured: true, agreed: true), title: "Trip", build: form)
    try driver.perform(.toggle(row: "Insured"))
    try driver.perform(.tap(row: "Agreed"))
    #expect(driver.state == Trip())
    #expect(row(driver, 1).message == "Required")
    #expect(row(driver, 2).message == "Must be on")
    #expect((row(driver, 1).control as? Toggle)?.isOn == false)
    #expect(row(driver, 2).accessory == .none)
  }

  @Test func textAreasSegmentsAmountsAndDurationsAreJudgedToo() throws {
    let driver = FormDriver(initial: Trip(), title: "Trip", build: form)
    try driver.perform(.enter(row: "Notes", text: "too long"))
    try driver.perform(.select(row: "Seat", option: "middle"))
    try driver.perform(.enter(row: "Price", text: "60"))
    try driver.perform(.enter(row: "Layover", text: "3:00"))
    try driver.perform(.increment(row: "Weight"))
    #expect(
      driver.state
        == Trip(notes: "too long", seat: .middle, price: 60, layover: 10_800, weight: 23.5))
    // NB: a range rule's message shows its bounds as numbers in the driver's format (`23`,
    // not `23.0`), not in the control's own format (seconds, not `0:30`; `5`, not `$5.00`).
    #expect(
      screenText(driver) == """
        Trip

          1  Insured     [off]
          2  [ ] Agreed
          3  Notes       [too long]
             ! Must be at most 5 characters
          4  Seat        [aisle|*middle*|window]
             ! Middle seats are taken
          5  Extras      None  ›
          6  Price       [$60.00]
             ! Must be from 5 to 50
          7  Layover     [3:00]
             ! Must be from 1800 to 7200
          8  Return      [<yyyy-MM-dd>]
          9  Weight      [− 23.5 +]
             ! Must be from 0.5 to 23
         10  Address       ›

        """)
  }

  @Test func multipleChoicesAndAddressesCheckWhatTheirScreensWrite() throws {
    let driver = FormDriver(initial: Trip(extras: [.meal]), title: "Trip", build: form)
    try driver.perform(.tap(row: "Extras"))
    try driver.perform(.tap(row: "meal"))
    #expect(driver.state.extras == [])
    try driver.perform(.tap(row: "bag"))
    #expect(driver.state.extras == [.bag])
    try driver.perform(.tap(row: "bag"))
    driver.pop()
    #expect(row(driver, 5).message == "Pick one")
    try driver.perform(.tap(row: "Address"))
    try driver.perform(.enter(row: "City", text: "Lyon"))
    try driver.perform(.enter(row: "City", text: ""))
    #expect(driver.state.address.city == "")
    driver.pop()
    #expect(row(driver, 10).message == "Needs a city")
  }

  @Test func theFormCountsTheRulesOfEveryControlByItsCellsTitle() {
    let driver = FormDriver(initial: Trip(weight: 0), title: "Trip", build: form)
    #expect(
      driver.validationErrors.map(\.description) == [
        "Insured: Required", "Agreed: Must be on", "Extras: Pick one", "Return: Required",
        "Weight: Must be from 0.5 to 23", "Address: Needs a city",
      ])
  }

  @Test func aTimingGivenWithTheRulesReachesTheField() throws {
    let driver = FormDriver(initial: Trip(), title: "Trip", build: form)
    #expect(driver.validatedFields.map(\.title).contains("Return"))
    #expect(row(driver, 8).message == nil)
    driver.validate()
    #expect(row(driver, 8).message == "Required")
  }

  /// A control with no rules declares its plain field and nothing more: no group of its own
  /// and no side object, however big the form.
  @Test func aControlWithoutRulesDeclaresOnlyItsPlainField() throws {
    struct Plain: Equatable { var name = "" }
    let plain: Form<Plain> = sections([
      section([controlCell(title: "Name", control: textField(keyPath: \.name))])
    ])
    let withRules: Form<Plain> = sections([
      section([
        controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()]))
      ])
    ])
    let plainDriver = FormDriver(initial: Plain(), title: "Plain", build: plain)
    let ruledDriver = FormDriver(initial: Plain(), title: "Plain", build: withRules)
    #expect(plainDriver.validatedFields.isEmpty)
    #expect(ruledDriver.validatedFields.map(\.fieldPath) == ["Name"])
    #expect(ruledDriver.validationErrors.map(\.description) == ["Name: Required"])
    #expect(plainDriver.validationErrors == [])
  }
}
