import FormworkTestSupport
import Testing

@testable import Formwork

/// The driver's queries over the whole form's fields (`FormDriver+Fields.swift`): what
/// fails, which fields have rules, what changed since the pristine state and what the user
/// touched, the texts to mask, and putting values back.
@Suite struct FormDriverFieldsTests: OrderFixtureSuite {
  private struct Login: Equatable {
    var name = ""
    var password = ""
  }

  /// A password on a nested screen.
  private var loginForm: Form<Login> {
    sections([
      section([
        detailTextCell(
          title: "Account", keyPath: \.name,
          form: sections([
            section([
              controlCell(title: "Name", control: textField(keyPath: \.name)),
              controlCell(
                title: "Password", control: textField(keyPath: \.password, kind: .password)),
            ])
          ]))
      ])
    ])
  }

  @Test func dirtyTouchedAndReset() {
    let driver = FormDriver(initial: Order(), title: "Order", build: orderForm)
    #expect(driver.isDirty == false)
    #expect(driver.dirtyFields == [])
    #expect((row(driver, 2).control as? TextField)?.enter("fragile") == true)
    driver.state.profile.name = "Ada"
    #expect(driver.isDirty)
    #expect(driver.isDirty(\.note))
    #expect(!driver.isDirty(\.isGift))
    #expect(driver.dirtyFields.map(\.fieldPath) == ["Profile › Name", "Note"])
    #expect(driver.dirtyFields.map(\.isTouched) == [false, true])
    #expect(driver.touchedFields.map(\.fieldPath) == ["Note"])
    driver.reset(\.note)
    #expect(driver.state == Order(profile: Profile(name: "Ada")))
    #expect(screenText(driver).contains("2  Note     []"))
    driver.reset()
    #expect(driver.state == Order())
    #expect(!driver.isDirty)
    // A submit makes the submitted state the pristine one.
    driver.state.profile.name = "Bo"
    #expect(row(driver, 4).tap())
    #expect(!driver.isDirty)
    #expect(driver.pristineState.submitted == 1)
    driver.state.note = "x"
    driver.markPristine()
    #expect(driver.dirtyFields == [])
  }

  @Test func validatedFieldsAreTheFieldsWithRulesFailingOrNotWhereverTheyAre() {
    let driver = FormDriver(initial: Order(), title: "Order", build: orderForm)
    // The gift message is hidden and the list is empty: neither counts.
    #expect(driver.validatedFields.map(\.fieldPath) == ["Profile › Name", "Profile › Age"])
    #expect(driver.validationErrors.map(\.description) == ["Profile › Name: Required"])
    driver.state.isGift = true
    driver.state.lines = [OrderFixture.OrderLine(id: 1, title: "Tea")]
    #expect(
      driver.validatedFields.map(\.fieldPath) == [
        "Profile › Name", "Profile › Age", "Message", "Line",
      ])
    #expect(
      driver.validationErrors.map(\.description) == [
        "Profile › Name: Required", "Message: Required",
      ])
    #expect(driver.touchedFields == [])
  }

  @Test func validateShowsTheErrorsOnTheRowsAndChangesNoState() {
    let driver = FormDriver(initial: Order(isGift: true), title: "Order", build: orderForm)
    #expect(!screenText(driver).contains("! Required"))
    let errors = driver.validate()
    #expect(errors.map(\.description) == ["Profile › Name: Required", "Message: Required"])
    #expect(driver.state == Order(isGift: true))
    #expect(
      screenText(driver) == """
        Order

          1  Profile    ›
             ! 1 field to fix
          2  Note     []
          3  Gift     [on]

          4  Message  []
             ! Required

          ── Lines ──

          5  Send     (2 to fix)

        """)
  }

  @Test func aStateThatIsNotEquatableIsDirtyByWhatItsDumpPrints() {
    final class Box {
      var name: String
      init(_ name: String) { self.name = name }
    }
    struct Notes {
      var box = Box("a")
      var text = ""
    }
    let driver = FormDriver(
      initial: Notes(), title: "Notes",
      build: sections([
        section([controlCell(title: "Text", control: textField(keyPath: \Notes.text))])
      ]))
    #expect(!driver.isDirty)
    #expect((row(driver, 1).control as? TextField)?.enter("x") == true)
    #expect(driver.isDirty)
    #expect(driver.dirtyFields.map(\.fieldPath) == ["Text"])
    driver.reset()
    #expect(driver.state.text == "")
    #expect(!driver.isDirty)
  }

  @Test func aSummaryIsNamedByItsPath() {
    let summary = FieldSummary(title: "Name", path: ["Order", "Profile"], isTouched: false)
    #expect(summary.fieldPath == "Order › Profile › Name")
    #expect(summary.description == summary.fieldPath)
    #expect(FieldSummary(title: "Note", path: [], isTouched: true).fieldPath == "Note")
  }

  @Test func aPasswordIsMaskedWhetherItsScreenIsOpenNeverOpenedOrPopped() {
    let driver = FormDriver(
      initial: Login(name: "Ada", password: "hunter2"), title: "Login", build: loginForm)
    // NB: the nested screen was never opened: its fields are outlined, their rows never built.
    #expect(driver.maskedTexts == ["hunter2"])
    row(driver, 1).tap()
    #expect(driver.maskedTexts == ["hunter2"])
    (row(driver, 2).control as? TextField)?.enter("swordfish")
    #expect(driver.maskedTexts == ["swordfish"])
    driver.pop()
    #expect(driver.maskedTexts == ["swordfish"])
    driver.state.password = ""
    #expect(driver.maskedTexts.isEmpty)
  }
}
