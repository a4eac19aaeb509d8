import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

@Suite struct ValidationTests {
  private struct Login: Equatable {
    var email = ""
    var password = ""
    var confirmation = ""
    var code = ""
    var showsCode = false
    var other = 0
    var submitted = 0
  }

  /// Counts rule runs.
  private final class Counter {
    var count = 0
  }

  private func field(
    _ title: String, _ keyPath: WritableKeyPath<Login, String>,
    rules: FieldRules<Login, String> = []
  ) -> Element<FormCell, Login> {
    controlCell(title: title, control: textField(keyPath: keyPath, rules: rules))
  }

  private func loginForm(counting counter: Counter = Counter()) -> Form<Login> {
    let counted = ValidationRule<Login, String>.custom("never") { _ in
      counter.count += 1
      return true
    }
    return sections(
      [
        section([
          field("Email", \.email, rules: [.required(), .email(), counted]),
          field("Password", \.password, rules: [.required(), .minLength(4)]),
          field(
            "Confirm", \.confirmation,
            rules: [.equals(\.password, message: "Does not match the password")]),
          hidden(
            field("Code", \.code, rules: FieldRules([.required()], timing: .onEndEditing)),
            when: { !$0.showsCode }),
          controlCell(title: "Show Code", control: toggle(keyPath: \.showsCode)),
        ])
      ], submit: "Log In"
    ) { $0.submitted += 1 }
  }

  private func makeDriver(counting counter: Counter = Counter()) -> FormDriver<Login> {
    FormDriver(initial: Login(), title: "Login", build: loginForm(counting: counter))
  }

  private func enter(_ driver: FormDriver<Login>, _ number: Int, _ text: String) -> Bool {
    (row(driver, number).control as? TextField)?.enter(text) ?? false
  }

  @Test func anUntouchedFormShowsNoMessagesButCannotSubmit() {
    let driver = makeDriver()
    #expect(
      screenText(driver) == """
        Login

          1  Email      []
          2  Password   []
          3  Confirm    []
          4  Show Code  [off]

          5  Log In

        """)
    #expect(
      driver.validationErrors.map(\.description) == ["Email: Required", "Password: Required"])
  }

  /// Rules judge the state: what the user typed reaches it, and the row says what is wrong
  /// once editing ends.
  @Test func typedTextReachesStateAndItsErrorShowsOnceEditingEnds() {
    let driver = makeDriver()
    #expect(enter(driver, 1, "bob"))
    #expect(driver.state == Login(email: "bob"))
    #expect(row(driver, 1).message == "Not a valid email address")
    #expect(enter(driver, 1, "bob@example.com"))
    #expect(row(driver, 1).message == nil)
    #expect(enter(driver, 1, "bob@"))
    #expect(driver.state == Login(email: "bob@"))
    #expect(
      screenText(driver) == """
        Login

          1  Email      [bob@]
             ! Not a valid email address
          2  Password   []
          3  Confirm    []
          4  Show Code  [off]

          5  Log In     (2 to fix)

        """)
    // Another change elsewhere keeps the message.
    driver.state.other = 1
    #expect(row(driver, 1).message == "Not a valid email address")
    // A change of the value itself from outside: its errors follow the new value.
    driver.state.email = "ann@example.com"
    #expect((row(driver, 1).control as? TextField)?.text == "ann@example.com")
    #expect(row(driver, 1).message == nil)
    #expect(driver.validationErrors.map(\.description) == ["Password: Required"])
  }

  @Test func aConfirmationFollowsThePasswordItMustEqual() {
    let driver = makeDriver()
    #expect(enter(driver, 2, "abcd"))
    #expect(enter(driver, 3, "abce"))
    #expect(driver.state == Login(password: "abcd", confirmation: "abce"))
    #expect(row(driver, 3).message == "Does not match the password")
    // The password changes to what was typed: the confirmation passes.
    #expect(enter(driver, 2, "abce"))
    #expect(row(driver, 3).message == nil)
    #expect(enter(driver, 2, "wxyz"))
    #expect(driver.state == Login(password: "wxyz", confirmation: "abce"))
    #expect(
      screenText(driver) == """
        Login

          1  Email      []
          2  Password   [wxyz]
          3  Confirm    [abce]
             ! Does not match the password
          4  Show Code  [off]

          5  Log In     (2 to fix)

        """)
  }

  @Test func aTextAreasTextReachesStateAndItsRulesJudgeIt() throws {
    let form: Form<Login> = sections([
      section([
        controlCell(title: "Code", control: textArea(keyPath: \.code, rules: [.maxLength(5)]))
      ])
    ])
    let driver = FormDriver(initial: Login(), title: "Login", build: form)
    let area = try #require(row(driver, 1).control as? TextArea)
    #expect(area.enter(#"ab\ncd"#))
    #expect(driver.state == Login(code: "ab\ncd"))
    #expect(area.enter(#"ab\ncdefg"#))
    #expect(driver.state == Login(code: "ab\ncdefg"))
    #expect(
      screenText(driver) == """
        Login

          1  Code  [ab↵cdefg]
             ! Must be at most 5 characters

        """)
  }

  /// A confirmation timed `.onEndEditing`: its error follows the password it must equal, and
  /// hides while the user types into it.
  @Test func aConfirmationsErrorFollowsThePasswordAndItsTiming() throws {
    let form: Form<Login> = sections([
      section([
        field("Password", \.password, rules: [.required()]),
        field(
          "Confirm", \.confirmation, rules: FieldRules([.equals(\.password)], timing: .onEndEditing)
        ),
      ])
    ])
    let driver = FormDriver(initial: Login(password: "abcd"), title: "Login", build: form)
    #expect(enter(driver, 2, "wxyz"))
    #expect(row(driver, 2).message == "Does not match")
    #expect(driver.state == Login(password: "abcd", confirmation: "wxyz"))
    #expect(driver.validationErrors.map(\.description) == ["Confirm: Does not match"])
    #expect(enter(driver, 1, "wxyz"))
    #expect(row(driver, 2).message == nil)
    #expect(driver.validationErrors == [])
    #expect(enter(driver, 1, "abcd"))
    #expect(row(driver, 2).message == "Does not match")
    // Typing into the confirmation hides its error until editing ends.
    let confirm = try #require(row(driver, 2).control as? TextField)
    #expect(confirm.edit("ab"))
    #expect(row(driver, 2).message == nil)
    confirm.endEditing()
    #expect(row(driver, 2).message == "Does not match")
    #expect(enter(driver, 2, "abcd"))
    #expect(
      screenText(driver) == """
        Login

          1  Password  [abcd]
          2  Confirm   [abcd]

        """)
  }

  @Test func submitRefusesAnInvalidFormAndSaysWhatIsMissing() {
    let driver = makeDriver()
    #expect(row(driver, 5).tap())
    #expect(driver.state == Login())
    #expect(
      focusedScreenText(driver) == """
        Login

        ▸ 1  Email      []
             ! Required
          2  Password   []
             ! Required
          3  Confirm    []
          4  Show Code  [off]

          5  Log In     (2 to fix)
             ! Fix before submitting: Email, Password

        """)
    // The first field to fix holds the focus (▸).
    #expect(driver.focus == FormFocus(path: ["Login"], title: "Email", row: 1))
    #expect(enter(driver, 1, "bob@example.com"))
    #expect(row(driver, 5).message == "Fix before submitting: Password")
    #expect(enter(driver, 2, "abcd"))
    // The confirmation is touched now (by submitting) and follows the password.
    #expect(row(driver, 3).message == "Does not match the password")
    #expect(enter(driver, 3, "abcd"))
    #expect(
      focusedScreenText(driver) == """
        Login

          1  Email      [bob@example.com]
          2  Password   [abcd]
        ▸ 3  Confirm    [abcd]
          4  Show Code  [off]

          5  Log In

        """)
    #expect(row(driver, 5).tap())
    #expect(
      driver.state
        == Login(email: "bob@example.com", password: "abcd", confirmation: "abcd", submitted: 1))
  }

  @Test func hiddenFieldsAreNotCheckedUntilShown() throws {
    let driver = makeDriver()
    driver.state = Login(email: "a@b.co", password: "abcd", confirmation: "abcd")
    #expect(driver.validationErrors == [])
    let showsCode = try #require(row(driver, 4).control as? Toggle)
    #expect(showsCode.tap())
    #expect(driver.validationErrors == [ValidationError(field: "Code", message: "Required")])
    // `.onEndEditing`: no message, and no count, until the user ends editing or the form is
    // validated.
    #expect(row(driver, 6).detail == nil)
    #expect(row(driver, 4).message == nil)
    #expect(driver.validate().map(\.description) == ["Code: Required"])
    #expect(row(driver, 4).message == "Required")
    #expect(row(driver, 6).detail == "(1 to fix)")
    driver.state.code = "123"
    #expect(driver.validationErrors == [])
    #expect(row(driver, 4).message == nil)
    #expect(enter(driver, 4, "456"))
    #expect(row(driver, 4).message == nil)
    #expect(driver.state.code == "456")
  }

  /// A change from the app is no edit of the user's: its errors count, and show once the
  /// user edits the field or tries to submit.
  @Test func anOutsideChangeShowsItsErrorsOnceTheUserEditsOrSubmits() {
    let driver = makeDriver()
    driver.state.email = "nope"
    #expect(row(driver, 1).message == nil)
    #expect(driver.validationErrors.first?.description == "Email: Not a valid email address")
    driver.validate()
    #expect(row(driver, 1).message == "Not a valid email address")
    #expect(row(driver, 2).message == "Required")
  }

  @Test func validateShowsEveryErrorInScreenOrderAndChangesNoState() {
    let driver = makeDriver()
    driver.state.showsCode = true
    let errors = driver.validate()
    #expect(
      errors.map(\.description) == ["Email: Required", "Password: Required", "Code: Required"])
    #expect(driver.validationErrors == errors)
    #expect(driver.state == Login(showsCode: true))
    #expect(
      screenText(driver) == """
        Login

          1  Email      []
             ! Required
          2  Password   []
             ! Required
          3  Confirm    []
          4  Code       []
             ! Required
          5  Show Code  [on]

          6  Log In     (3 to fix)

        """)
  }

  @Test func rulesRunOnlyWhenWhatTheyReadChanged() {
    let counter = Counter()
    let driver = makeDriver(counting: counter)
    // A submit tried: from then on the submit row counts, and its walk runs the rules.
    driver.validate()
    let afterBuild = counter.count
    for value in 1...10 { driver.state.other = value }
    driver.state.password = "abcd"
    #expect(counter.count == afterBuild)
    driver.state.email = "a@b.co"
    #expect(counter.count == afterBuild + 1)
  }

  @Test func aFormWithoutValidatedFieldsHasNoErrors() {
    let driver = FormDriver(
      initial: Login(), title: "Plain",
      build: sections([section([field("Email", \.email)])], submit: "Send") { $0.submitted += 1 })
    #expect(driver.validate() == [])
    #expect(row(driver, 2).tap())
    #expect(driver.state == Login(submitted: 1))
    let empty = FormDriver(initial: Login(), title: "Empty", build: sections([]))
    #expect(empty.validationErrors == [])
  }

  @Test func validatedFieldsOnANestedScreenCountBeforeItIsOpened() {
    let nested: Form<Login> = sections([
      section([field("Email", \.email, rules: [.required()])])
    ])
    let form: Form<Login> = sections([
      section([detailTextCell(title: "Account", keyPath: \.email, form: nested)])
    ])
    let driver = FormDriver(initial: Login(), title: "Root", build: form)
    let error = ValidationError(field: "Email", message: "Required", path: ["Account"])
    #expect(driver.validationErrors == [error])
    #expect(error.description == "Account › Email: Required")
    row(driver, 1).tap()
    #expect(driver.validate() == [error])
    #expect(row(driver, 1).message == "Required")
    driver.pop()
    #expect(driver.validationErrors == [error])
    #expect(row(driver, 1).message == "1 field to fix")
  }

  @Test func droppingTheDriverFreesFieldsAndValidators() {
    weak var weakDriver: FormDriver<Login>?
    var weakObjects: [() -> AnyObject?] = []
    do {
      let driver = makeDriver()
      weakDriver = driver
      _ = enter(driver, 1, "bad")
      row(driver, 5).tap()
      for cell in driver.topScreen.sections.flatMap(\.cells) {
        weak let weakCell = cell
        weak let control = cell.control
        weakObjects.append { weakCell }
        weakObjects.append { control }
      }
      driver.fields.walk(
        driver.state, nil,
        FieldWalker(input: driver.input) { visit in
          weak let validator = visit.field
          weakObjects.append { validator }
        })
    }
    #expect(weakDriver == nil)
    #expect(weakObjects.count == 16)
    #expect(weakObjects.allSatisfy { $0() == nil })
  }

  @Test func aSuccessfulSubmitSaysSoUntilTheNextChange() {
    let form: Form<Login> = sections(
      [section([field("Email", \.email, rules: [.required()])])],
      submit: "Log In", confirmation: "Logged in"
    ) { $0.submitted += 1 }
    let driver = FormDriver(initial: Login(email: "a@b.co"), title: "Login", build: form)
    #expect(row(driver, 2).tap())
    #expect(driver.state == Login(email: "a@b.co", submitted: 1))
    #expect(
      screenText(driver) == """
        Login

          1  Email   [a@b.co]

          2  Log In
             ✓ Logged in

        """)
    #expect(enter(driver, 1, "c@d.co"))
    #expect(row(driver, 2).message == nil)
    // A refused submit says nothing of the kind.
    #expect(!enter(driver, 1, "") || driver.state.email.isEmpty)
    driver.state.email = ""
    #expect(row(driver, 2).tap())
    #expect(driver.state.submitted == 1)
    #expect(row(driver, 2).message == "Fix before submitting: Email")
  }

  @Test func theFormKnowsItHasASubmitButton() {
    let form: Form<Login> = sections(
      [section([field("Email", \.email, rules: [.required()])])],
      submit: "Log In"
    ) { $0.submitted += 1 }
    #expect(FormDriver(initial: Login(), title: "Login", build: form).offersSubmit)
    #expect(
      FormDriver(initial: Login(), title: "Login", build: form).topScreen.visibleCells.last?.role
        == .submit)
    let plain: Form<Login> = sections([section([field("Email", \.email)])])
    #expect(!FormDriver(initial: Login(), title: "Login", build: plain).offersSubmit)
  }
}
