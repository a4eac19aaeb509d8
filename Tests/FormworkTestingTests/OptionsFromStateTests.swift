import Formwork
import FormworkTesting
import Testing

/// Choices whose options follow state, and rules on lists and multiple choices, driven
/// through `FormTester`: whole screens and whole states.
@Suite struct OptionsFromStateTests {
  struct Contact: Identifiable, Equatable {
    var id: Int
    var name: String
  }

  struct Delivery: Equatable {
    var country = "US"
    var region = "California"
    var speed = "Express"
    var extras: Set<String> = ["Gift wrap"]
    var contacts: [Contact] = []
    var nextID = 1
    var saved = false
  }

  static let regions = ["US": ["California", "Texas"], "CA": ["Ontario", "Quebec"]]

  static func extras(_ country: String) -> [String] {
    country == "US" ? ["Gift wrap", "Signature"] : ["Signature"]
  }

  static var deliveryForm: Form<Delivery> {
    sections(
      [
        section([
          pickerCell(
            title: "Country", keyPath: \.country, options: ["US", "CA"], optionTitle: { $0 }),
          pickerCell(
            title: "Region", keyPath: \.region, optionsFrom: { regions[$0.country] ?? [] },
            optionTitle: { $0 }),
          controlCell(
            title: "Speed",
            control: segmentedControl(
              keyPath: \.speed,
              optionsFrom: { $0.country == "US" ? ["Standard", "Express"] : ["Standard"] },
              optionTitle: { $0 })),
          multiSelectCell(
            title: "Extras", keyPath: \.extras, optionsFrom: { extras($0.country) },
            optionTitle: { $0 }, rules: [.maxCount(1)]),
        ]),
        listSection(
          \.contacts, rows: [controlCell(title: "Name", control: textField(keyPath: \.name))],
          header: "Contacts",
          trailingRows: [
            addButton(title: "Add Contact", to: \.contacts) { state in
              defer { state.nextID += 1 }
              return Contact(id: state.nextID, name: "")
            }
          ], rules: [.minCount(1), .maxCount(2), .unique(by: \.name)]),
      ], submit: "Save"
    ) { $0.saved = true }
  }

  private func tester(_ delivery: Delivery = Delivery()) -> FormTester<Delivery> {
    FormTester(initial: delivery, title: "Delivery", form: Self.deliveryForm)
  }

  @Test func aPickerOffersTheRegionsOfTheChosenCountry() {
    let tester = tester()
    tester.tap("Region") { _ in }
    #expect(
      tester.screen == """
        Delivery › Region

          1  California  ✓
          2  Texas

        """)
    tester.tap("Texas") { $0.region = "Texas" }
    tester.back()
    tester.tap("Country") { _ in }
    tester.tap("CA") { $0.country = "CA" }
    tester.back()
    // The region chosen is kept, and says it is no longer offered.
    #expect(
      tester.screen == """
        Delivery

          1  Country      CA  ›
          2  Region       Texas  ›
             ! Texas is no longer offered
          3  Speed        [Standard|*Express*]
          4  Extras       Gift wrap  ›

          ── Contacts ──
          5  Add Contact

          6  Save         (4 to fix)

        """)
    #expect(
      (tester.row("Region")?.control as? PickerOptions)?.optionTitles == ["Ontario", "Quebec"])
    tester.tap("Region") { _ in }
    #expect(
      tester.screen == """
        Delivery › Region

          1  Ontario
          2  Quebec

        """)
    tester.tap("Quebec") { $0.region = "Quebec" }
    tester.back()
    #expect(tester.row("Region")?.message == nil)
    #expect(
      tester.driver.validationErrors.map(\.description) == [
        "Speed: Express is no longer offered", "Extras: Gift wrap is no longer offered",
        "Contacts: At least 1 needed",
      ])
    // Back to the first country: its regions again; the choice stands.
    tester.tap("Country") { _ in }
    tester.tap("US") { $0.country = "US" }
    tester.back()
    #expect(tester.row("Region")?.message == "Quebec is no longer offered")
    #expect(tester.select("Texas", in: "Region") { $0.region = "Texas" })
    #expect(tester.row("Region")?.message == nil)
  }

  @Test func whatIsNoLongerOfferedBlocksSubmitUntilChangedAndIsNeverDropped() {
    let tester = tester(Delivery(country: "CA", contacts: [Contact(id: 1, name: "Ann")]))
    #expect(tester.tap("Save") { _ in })  // refused: nothing changes
    #expect(
      tester.screen == """
        Delivery

          1  Country      CA  ›
        ▸ 2  Region       California  ›
             ! California is no longer offered
          3  Speed        [Standard|*Express*]
             ! Express is no longer offered
          4  Extras       Gift wrap  ›
             ! Gift wrap is no longer offered

          ── Contacts ──
          5  Name         [Ann]
          6  Add Contact

          7  Save         (3 to fix)
             ! Fix before submitting: Region, Speed, Extras

        """)
    // The extra no longer offered keeps a row on its screen, where the user takes it away.
    tester.tap("Extras") { _ in }
    #expect(
      tester.screen == """
        Delivery › Extras

          1  [ ] Signature
          2  [x] Gift wrap

        """)
    tester.tap("Gift wrap") { $0.extras = [] }
    #expect(
      tester.screen == """
        Delivery › Extras

          1  [ ] Signature

        """)
    tester.back()
    tester.select("Standard", in: "Speed") { $0.speed = "Standard" }
    tester.select("Ontario", in: "Region") { $0.region = "Ontario" }
    #expect(tester.driver.validationErrors.isEmpty)
    #expect(tester.tap("Save") { $0.saved = true })
  }

  @Test func aListCountsItsRulesLikeAField() {
    let tester = tester(Delivery(region: "Texas", speed: "Standard", extras: []))
    #expect(tester.driver.validationErrors.map(\.description) == ["Contacts: At least 1 needed"])
    #expect(tester.tap("Save") { _ in })  // refused: nothing changes
    #expect(
      tester.screen == """
        Delivery

          1  Country      US  ›
          2  Region       Texas  ›
          3  Speed        [*Standard*|Express]
          4  Extras       None  ›

          ── Contacts ──
        ▸ 5  Contacts
             ! At least 1 needed
          6  Add Contact

          7  Save         (1 to fix)
             ! Fix before submitting: Contacts

        """)
    tester.tap("Add Contact") {
      $0.contacts = [Contact(id: 1, name: "")]
      $0.nextID = 2
    }
    #expect(tester.driver.validationErrors.isEmpty)
    tester.tap("Add Contact") {
      $0.contacts.append(Contact(id: 2, name: ""))
      $0.nextID = 3
    }
    #expect(
      tester.driver.validationErrors.map(\.description) == ["Contacts: More than one is blank"])
    tester.tap("Add Contact") {
      $0.contacts.append(Contact(id: 3, name: ""))
      $0.nextID = 4
    }
    #expect(tester.driver.validationErrors.map(\.description) == ["Contacts: At most 2 allowed"])
    #expect(
      tester.screen == """
        Delivery

          1  Country      US  ›
          2  Region       Texas  ›
          3  Speed        [*Standard*|Express]
          4  Extras       None  ›

          ── Contacts ──
          5  Name         []
          6  Name         []
          7  Name         []
        ▸ 8  Contacts
             ! At most 2 allowed
          9  Add Contact

         10  Save         (1 to fix)
             ! Fix before submitting: Contacts

        """)
    tester.perform(.delete(row: .number(5))) { $0.contacts.removeFirst() }
    tester.perform(.enter(row: .number(5), text: "Bo")) { $0.contacts[0].name = "Bo" }
    #expect(tester.driver.validationErrors.isEmpty)
    #expect(tester.titles.contains("Contacts") == false)
    #expect(tester.tap("Save") { $0.saved = true })
  }

  @Test func aHiddenListsRulesDoNotCount() {
    let form: Form<Delivery> = sections([
      hidden(
        listSection(
          \.contacts, rows: [labelCell(title: "Contact")], header: "Contacts",
          rules: [.minCount(1)]),
        when: { $0.country == "CA" })
    ])
    let driver = FormDriver(initial: Delivery(), title: "Delivery", build: form)
    #expect(driver.validationErrors.map(\.description) == ["Contacts: At least 1 needed"])
    driver.state.country = "CA"
    #expect(driver.validationErrors.isEmpty)
  }

  struct Stay: Equatable {
    var country = "US"
    var region = "California"
    var showsRegions = false
  }

  static var stayForm: Form<Stay> {
    sections([
      section(
        [
          pickerCell(
            title: "Country", keyPath: \.country, options: ["US", "CA"], optionTitle: { $0 })
        ]
          + inlinePicker(
            title: "Region", keyPath: \.region, isExpanded: \.showsRegions,
            optionsFrom: { regions[$0.country] ?? [] }, optionTitle: { $0 }))
    ])
  }

  @Test func anInlinePickerShowsTheOptionsOfTheMoment() {
    let tester = FormTester(initial: Stay(), title: "Stay", form: Self.stayForm)
    tester.tap("Region") { $0.showsRegions = true }
    tester.tap("Texas") {
      $0.region = "Texas"
      $0.showsRegions = false
    }
    tester.tap("Region") { $0.showsRegions = true }
    tester.tap("Country") { _ in }
    tester.tap("CA") { $0.country = "CA" }
    tester.back()
    #expect(
      tester.screen == """
        Stay

          1  Country  CA  ›
          2  Region   Texas
             ! Texas is no longer offered
          3  Ontario
          4  Quebec

        """)
    tester.tap("Quebec") {
      $0.region = "Quebec"
      $0.showsRegions = false
    }
    #expect(
      tester.screen == """
        Stay

          1  Country  CA  ›
          2  Region   Quebec

        """)
  }

  @Test func theMessagesSpeakTheDriversLanguage() {
    let driver = FormDriver(
      initial: Delivery(country: "CA"), title: "Lieferung", strings: FormStrings(locale: "de"),
      build: Self.deliveryForm)
    #expect(
      driver.validationErrors.map(\.description) == [
        "Region: California wird nicht mehr angeboten",
        "Speed: Express wird nicht mehr angeboten",
        "Extras: Gift wrap wird nicht mehr angeboten", "Contacts: Mindestens 1 nötig",
      ])
    let hebrew = FormDriver(
      initial: Delivery(country: "CA"), strings: FormStrings(locale: "he"),
      build: Self.deliveryForm)
    #expect(hebrew.validationErrors.first?.message == "California כבר לא מוצע")
  }

  /// A region picker on a nested screen never opened still counts when the country leaves
  /// its region behind; a refused submit opens its screen, and the row that opens it counts it.
  @Test func aChoiceOnAScreenNeverOpenedCounts() {
    let form: Form<Delivery> = sections(
      [
        section([
          pickerCell(
            title: "Country", keyPath: \.country, options: ["US", "CA"], optionTitle: { $0 }),
          detailTextCell(
            title: "Where", keyPath: \.region,
            form: sections([
              section([
                pickerCell(
                  title: "Region", keyPath: \.region,
                  optionsFrom: { Self.regions[$0.country] ?? [] }, optionTitle: { $0 })
              ])
            ])),
        ])
      ], submit: "Save"
    ) { $0.saved = true }
    let tester = FormTester(initial: Delivery(), title: "Delivery", form: form)
    #expect(tester.driver.validationErrors.isEmpty)
    tester.select("CA", in: "Country") { $0.country = "CA" }
    #expect(
      tester.driver.validationErrors.map(\.description) == [
        "Where › Region: California is no longer offered"
      ])
    // A refused submit opens the screen of the first field to fix.
    tester.tap("Save") { _ in }
    #expect(
      tester.screen == """
        Delivery › Where

        ▸ 1  Region  California  ›
             ! California is no longer offered

        """)
    tester.back()
    #expect(
      tester.screen == """
        Delivery

          1  Country  CA  ›
          2  Where    California  ›
             ! 1 field to fix

          3  Save     (1 to fix)
             ! Fix before submitting: Where › Region

        """)
  }

  @Test func walksOverChangingOptionsFindNoInconsistency() {
    RandomWalker(initial: Delivery(), title: "Delivery", form: Self.deliveryForm)
      .check(walks: 40, steps: 25, seed: 42)
    RandomWalker(initial: Stay(), title: "Stay", form: Self.stayForm)
      .check(walks: 40, steps: 25, seed: 42)
  }
}
