import Formwork
import FormworkTestSupport
import Testing

/// Forms keep what the user typed: the state holds every value its type can hold, rules judge
/// it, and text it cannot hold stays on its row as an error. Submit waits while anything
/// counts, and what the submit row counts is what `validationErrors` lists.
@Suite struct KeptInputTests {
  struct Applicant: Equatable {
    var name = "Ada"
    var age: Int?
    var years = 20
    var company = ""
    var employed = false
    var badge = ""
    var sent = 0
  }

  var form: Form<Applicant> {
    sections(
      [
        section([
          controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()])),
          controlCell(title: "Age", control: numberField(keyPath: \.age, rules: [.required()])),
          controlCell(title: "Years", control: numberField(keyPath: \.years, range: 13...120)),
        ]),
        section([
          controlCell(title: "Employed", control: toggle(keyPath: \.employed)),
          disabled(
            controlCell(
              title: "Company", control: textField(keyPath: \.company, rules: [.required()])),
            when: { !$0.employed }, reason: "not employed"),
          disabled(
            controlCell(
              title: "Badge",
              control: textField(
                keyPath: \.badge, rules: FieldRules([.required()], countsWhenDisabled: true))),
            when: { !$0.employed }, reason: "not employed"),
        ]),
      ], submit: "Send"
    ) { $0.sent += 1 }
  }

  private func driver(_ initial: Applicant = Applicant(age: 36)) -> FormDriver<Applicant> {
    FormDriver(initial: initial, title: "Apply", build: form)
  }

  /// The submit row's count is the number of fields `validationErrors` lists, after every
  /// gesture: a required `Int?` given 42, then nothing, then `abc`.
  @Test func theSubmitCountIsWhatValidationErrorsLists() throws {
    let driver = driver(Applicant(badge: "B-1"))
    func count() -> String? { driver.topScreen.visibleCells.last?.detail }
    try driver.perform(.enter(row: 2, text: "42"))
    #expect(driver.state.age == 42)
    #expect(driver.validationErrors.isEmpty)
    #expect(count() == nil)
    try driver.perform(.enter(row: 2, text: ""))
    #expect(driver.state.age == nil)
    #expect(driver.validationErrors.map(\.description) == ["Age: Required"])
    #expect(count() == "(1 to fix)")
    #expect(throws: GestureError.self) { try driver.perform(.enter(row: 2, text: "abc")) }
    #expect(driver.state.age == nil)
    #expect(driver.validationErrors.map(\.description) == ["Age: not a number: abc"])
    #expect(count() == "(1 to fix)")
    try driver.perform(.tap(row: 7))
    #expect(driver.state.sent == 0)
    #expect(
      screenText(driver) == """
        Apply

          1  Name      [Ada]
          2  Age       [abc]
             ! not a number: abc
          3  Years     [20]

          4  Employed  [off]
          5  Company   []  (disabled: not employed)
          6  Badge     [B-1]  (disabled: not employed)

          7  Send      (1 to fix)
             ! Fix before submitting: Age

        """)
  }

  /// A driver built with another driver's input (as a property test's fresh form is) shows
  /// it from its first update: the text a number cannot hold, an emptied field's error and a
  /// refused submit's list, with nothing left for a later update to bring.
  @Test func aDriverBuiltWithAnotherDriversInputShowsItAtOnce() throws {
    let live = driver(Applicant(badge: "B-1"))
    #expect(throws: GestureError.self) { try live.perform(.enter(row: 2, text: "abc")) }
    try live.perform(.enter(row: 1, text: ""))
    try live.perform(.tap(row: 7))
    let fresh = FormDriver(
      initial: live.state, input: live.input, title: "Apply", strategy: .incremental,
      scheduler: nil, build: form)
    #expect(fresh.input == live.input)
    #expect(fresh.validationErrors == live.validationErrors)
    #expect(
      screenText(fresh) == """
        Apply

          1  Name      []
             ! Required
          2  Age       [abc]
             ! not a number: abc
          3  Years     [20]

          4  Employed  [off]
          5  Company   []  (disabled: not employed)
          6  Badge     [B-1]  (disabled: not employed)

          7  Send      (2 to fix)
             ! Fix before submitting: Name, Age

        """)
    #expect(screenText(fresh) == screenText(live))
  }

  struct Home: Equatable {
    var street = "Main St"
    var floor: Int? = 3
  }

  struct Owner: Equatable {
    var home = Home()
    var saved = 0
  }

  var ownerForm: Form<Owner> {
    let homeForm: Form<Home> = sections([
      section([
        controlCell(title: "Floor", control: numberField(keyPath: \.floor, rules: [.required()]))
      ])
    ])
    return sections(
      [
        section([
          detailTextCell(
            title: "Home", keyPath: \.home.street, form: bind(form: homeForm, to: \.home))
        ])
      ],
      submit: "Save"
    ) { $0.saved += 1 }
  }

  /// Text kept on a nested screen's field, that screen closed again: a driver built with the
  /// input from the start counts it, though it never opened the screen.
  @Test func aKeptTextOnAClosedScreenCountsInADriverBuiltWithIt() throws {
    let live = FormDriver(initial: Owner(), title: "Owner", build: ownerForm)
    try live.perform(.tap(row: 1))
    #expect(throws: GestureError.self) { try live.perform(.enter(row: 1, text: "abc")) }
    try live.perform(.back)
    let fresh = FormDriver(
      initial: live.state, input: live.input, title: "Owner", strategy: .incremental,
      scheduler: nil, build: ownerForm)
    #expect(fresh.state == Owner())
    #expect(fresh.validationErrors.map(\.description) == ["Home › Floor: not a number: abc"])
    #expect(fresh.validationErrors == live.validationErrors)
    #expect(
      screenText(fresh) == """
        Owner

          1  Home  Main St  ›
             ! 1 field to fix

          2  Save  (1 to fix)

        """)
    #expect(screenText(fresh) == screenText(live))
  }

  /// `7` in a field from 13 to 120 is written and judged: the row says why, submit waits, and
  /// what is submitted is what the row shows.
  @Test func aNumberOutOfRangeIsWrittenAndHoldsSubmitBack() throws {
    let driver = driver(Applicant(age: 36, badge: "B-1"))
    try driver.perform(.enter(row: 3, text: "7"))
    #expect(driver.state.years == 7)
    #expect(driver.validationErrors.map(\.description) == ["Years: Must be from 13 to 120"])
    try driver.perform(.tap(row: 7))
    #expect(driver.state.sent == 0)
    #expect(screenText(driver).contains("  3  Years     [7]\n     ! Must be from 13 to 120\n"))
    try driver.perform(.enter(row: 3, text: "13"))
    try driver.perform(.tap(row: 7))
    #expect(driver.state == Applicant(age: 36, years: 13, badge: "B-1", sent: 1))
  }

  /// A required field can be cleared: the state holds the empty text, the row says
  /// `Required`.
  @Test func aRequiredFieldCanBeCleared() throws {
    let driver = driver(Applicant(age: 36, badge: "B-1"))
    try driver.perform(.enter(row: 1, text: ""))
    #expect(driver.state.name == "")
    #expect(screenText(driver).contains("  1  Name      []\n     ! Required\n"))
    #expect(driver.validationErrors.map(\.description) == ["Name: Required"])
  }

  /// Text the state cannot hold survives undo and redo, with its message.
  @Test func keptTextComesBackWithUndoAndRedo() throws {
    let driver = driver(Applicant(age: 36, badge: "B-1"))
    try? driver.perform(.enter(row: 2, text: "abc"))
    try driver.perform(.undo)
    #expect(screenText(driver).contains("  2  Age       [36]\n  3  Years"))
    #expect(driver.validationErrors.isEmpty)
    try driver.perform(.redo)
    #expect(screenText(driver).contains("  2  Age       [abc]\n     ! not a number: abc\n"))
    #expect(driver.validationErrors.map(\.description) == ["Age: not a number: abc"])
  }

  /// A disabled field does not count, unless it says it counts while disabled; enabled, it
  /// counts again.
  @Test func disabledFieldsCountOnlyWhenTheySaySo() throws {
    let driver = driver()
    #expect(driver.validationErrors.map(\.description) == ["Badge: Required"])
    // After a tried submit, the field that counts shows its error while disabled; the other
    // shows none.
    try driver.perform(.tap(row: 7))
    #expect(
      screenText(driver).contains(
        """
          5  Company   []  (disabled: not employed)
          6  Badge     []  (disabled: not employed)
             ! Required
        """))
    try driver.perform(.toggle(row: 4))
    #expect(driver.validationErrors.map(\.description) == ["Company: Required", "Badge: Required"])
    try driver.perform(.enter(row: 5, text: "Acme"))
    try driver.perform(.enter(row: 6, text: "B-7"))
    try driver.perform(.toggle(row: 4))
    try driver.perform(.tap(row: 7))
    #expect(
      driver.state
        == Applicant(age: 36, company: "Acme", employed: false, badge: "B-7", sent: 1))
  }

  /// Every error of a field, in order: a password checklist.
  @Test func everyErrorOfAFieldInOrder() throws {
    struct Account: Equatable { var password = "abc" }
    let form: Form<Account> = sections([
      section([
        controlCell(
          title: "Password",
          control: textField(
            keyPath: \.password, kind: .password,
            rules: [
              .minLength(8), .matches(".*[0-9].*", message: "Must contain a digit"),
              .matches(".*[A-Z].*", message: "Must contain a capital letter"),
            ]))
      ])
    ])
    let driver = FormDriver(initial: Account(), title: "Account", build: form)
    #expect(
      driver.allErrors.map(\.message) == [
        "Must be at least 8 characters", "Must contain a digit", "Must contain a capital letter",
      ])
    #expect(driver.validationErrors.map(\.message) == ["Must be at least 8 characters"])
    try driver.perform(.enter(row: 1, text: "abcdefgh1"))
    #expect(driver.allErrors.map(\.message) == ["Must contain a capital letter"])
  }
}
