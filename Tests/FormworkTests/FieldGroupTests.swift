import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// The whole-form field structure: validation, submit gating and dirty state cover every
/// field of the form, on screens never opened and in every list element, and stop at
/// conditions that hide them.
@Suite struct FieldGroupTests {
  private struct Profile: Equatable {
    var name = ""
    var age: Int? = nil
  }

  private struct Line: Identifiable, Equatable {
    var id: Int
    var title: String
  }

  private struct Order: Equatable {
    var profile = Profile()
    var note = ""
    var isGift = false
    var giftMessage = ""
    var lines: [Line] = []
    var submitted = 0
  }

  private var profileForm: Form<Profile> {
    sections([
      section([
        controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()])),
        controlCell(title: "Age", control: numberField(keyPath: \.age, rules: [.range(13...120)])),
      ])
    ])
  }

  private var orderForm: Form<Order> {
    sections(
      [
        section([
          detailTextCell(
            title: "Profile", keyPath: \.profile.name, form: bind(form: profileForm, to: \.profile)),
          controlCell(title: "Note", control: textField(keyPath: \.note)),
          controlCell(title: "Gift", control: toggle(keyPath: \.isGift)),
        ]),
        section(
          [
            controlCell(
              title: "Message", control: textField(keyPath: \.giftMessage, rules: [.required()]))
          ], isVisible: \.isGift),
        listSection(
          \.lines,
          rows: [
            controlCell(
              title: "Line", control: textField(keyPath: \Line.title, rules: [.required()]))
          ], header: "Lines"),
      ], submit: "Send"
    ) { $0.submitted += 1 }
  }

  @Test func aRequiredFieldOnAScreenNeverOpenedStopsSubmit() {
    let driver = FormDriver(initial: Order(), title: "Order", build: orderForm)
    #expect(driver.validationErrors.map(\.description) == ["Profile › Name: Required"])
    #expect(
      focusedScreenText(driver) == """
        Order

          1  Profile    ›
          2  Note     []
          3  Gift     [off]

          ── Lines ──

          4  Send     (1 to fix)

        """)
    // The tap is refused: nothing submitted, and the first field to fix opens, focused,
    // showing its error.
    row(driver, 4).tap()
    #expect(driver.state == Order())
    #expect(driver.focus == FormFocus(path: ["Order", "Profile"], title: "Name", row: 1))
    #expect(
      focusedScreenText(driver) == """
        Order › Profile

        ▸ 1  Name  []
             ! Required
          2  Age   []

        """)
    driver.pop()
    #expect(driver.focus == nil)
    #expect(
      focusedScreenText(driver) == """
        Order

          1  Profile    ›
             ! 1 field to fix
          2  Note     []
          3  Gift     [off]

          ── Lines ──

          4  Send     (1 to fix)
             ! Fix before submitting: Profile › Name

        """)
    row(driver, 1).tap()
    #expect((row(driver, 1).control as? TextField)?.enter("Ada") == true)
    driver.pop()
    #expect(driver.validationErrors == [])
    #expect(row(driver, 4).tap())
    #expect(driver.state == Order(profile: Profile(name: "Ada"), submitted: 1))
  }

  @Test func buildingTheRootDoesNotBuildNestedScreensUntilAskedForTheirFields() {
    final class Builds { var count = 0 }
    let builds = Builds()
    let counted: Element<FormCell, Profile> = { context in
      if !context.isOutlining { builds.count += 1 }
      return Rendered(element: FormCell(title: "Counted"), strongReferences: []) { _ in }
    }
    let nested: Form<Profile> = sections([section([counted])])
    let form: Form<Order> = sections([
      section([
        detailTextCell(
          title: "Profile", keyPath: \.profile.name, form: bind(form: nested, to: \.profile))
      ])
    ])
    let driver = FormDriver(initial: Order(), title: "Order", build: form)
    #expect(driver.validationErrors == [])
    #expect(builds.count == 0)
    row(driver, 1).tap()
    #expect(builds.count == 1)
  }

  @Test func aFieldCountsOnlyWhileReachable() {
    let driver = FormDriver(
      initial: Order(profile: Profile(name: "Ada")), title: "Order", build: orderForm)
    #expect(driver.validationErrors == [])
    #expect((row(driver, 3).control as? Toggle)?.tap() == true)
    #expect(driver.validationErrors.map(\.description) == ["Message: Required"])
    #expect((row(driver, 3).control as? Toggle)?.tap() == true)
    #expect(driver.validationErrors == [])
  }

  @Test func everyListElementsRulesCount() {
    var order = Order(profile: Profile(name: "Ada"))
    order.lines = [Line(id: 1, title: "Tea"), Line(id: 2, title: ""), Line(id: 3, title: "")]
    let driver = FormDriver(initial: order, title: "Order", build: orderForm)
    #expect(driver.validationErrors.map(\.description) == ["Line: Required", "Line: Required"])
    driver.state.lines[1].title = "Cake"
    #expect(driver.validationErrors.map(\.description) == ["Line: Required"])
    driver.state.lines.removeLast()
    #expect(driver.validationErrors == [])
  }

  @Test func aListOnANestedScreenCountsEveryElementBeforeItIsOpened() {
    let linesForm: Form<Order> = sections([
      listSection(
        \.lines,
        rows: [
          controlCell(title: "Line", control: textField(keyPath: \Line.title, rules: [.required()]))
        ])
    ])
    let form: Form<Order> = sections(
      [section([detailTextCell(title: "Lines", keyPath: \.note, form: linesForm)])],
      submit: "Send"
    ) { $0.submitted += 1 }
    var order = Order()
    order.lines = [Line(id: 1, title: ""), Line(id: 2, title: "ok")]
    let driver = FormDriver(initial: order, title: "Order", build: form)
    #expect(driver.validationErrors.map(\.description) == ["Lines › Line: Required"])
    driver.state.lines.append(Line(id: 3, title: ""))
    #expect(driver.validationErrors.count == 2)
    #expect(!row(driver, 2).tap() || driver.state.submitted == 0)
    #expect(driver.state.submitted == 0)
  }

  @Test func aCustomElementJoinsValidationByDeclaringAField() {
    func ratingCell(_ keyPath: WritableKeyPath<Profile, Int?>) -> Element<FormCell, Profile> {
      return { context in
        let field = context.fields.declare(
          title: "Rating", keyPath: keyPath, rules: [.required(message: "Rate it")])
        let cell = FormCell(title: "Rating")
        field.cell = cell
        return Rendered(element: cell, strongReferences: [field]) { state in
          field.update(with: state)
          cell.detail = state[keyPath: keyPath].map(String.init)
        }
      }
    }
    let form: Form<Profile> = sections([section([ratingCell(\.age)])], submit: "Rate") { _ in }
    let driver = FormDriver(initial: Profile(), title: "Rate", build: form)
    #expect(driver.validationErrors.map(\.description) == ["Rating: Rate it"])
    #expect(row(driver, 2).detail == "(1 to fix)")
    driver.validate()
    #expect(row(driver, 1).message == "Rate it")
    driver.state.age = 4
    #expect(driver.validationErrors == [])
    #expect(row(driver, 1).message == nil)
  }

  @Test func aFieldDeclaredAfterTheFormWasCheckedCounts() {
    // A custom element may keep its group and declare later: the driver has checked the
    // group by then, and the new part is checked too.
    var kept: FieldGroup<Profile>?
    let form: Form<Profile> = sections([
      section([
        { context in
          kept = context.fields
          return labelCell(title: "Later")(context)
        },
        controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()])),
      ])
    ])
    let driver = FormDriver(initial: Profile(), title: "Later", build: form)
    #expect(driver.validationErrors.map(\.description) == ["Name: Required"])
    kept?.declare(title: "Age", keyPath: \.age, rules: [.required(message: "Say your age")])
    #expect(
      driver.validationErrors.map(\.description) == ["Name: Required", "Age: Say your age"])
    driver.state.name = "Ada"
    driver.state.age = 36
    #expect(driver.validationErrors == [])
    driver.state.age = nil
    #expect(driver.validationErrors.map(\.description) == ["Age: Say your age"])
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

  @Test func droppingTheDriverFreesTheFields() {
    weak var weakDriver: FormDriver<Order>?
    var weakFields: [() -> AnyObject?] = []
    do {
      var order = Order(isGift: true)
      order.lines = [Line(id: 1, title: "")]
      let driver = FormDriver(initial: order, title: "Order", build: orderForm)
      weakDriver = driver
      _ = driver.validate()
      row(driver, 1).tap()
      driver.pop()
      driver.fields.visit(
        driver.state, nil,
        FieldWalk { field, _ in
          weak let weakField = field
          weakFields.append { weakField }
        })
    }
    #expect(weakDriver == nil)
    #expect(weakFields.count == 6)
    #expect(weakFields.allSatisfy { $0() == nil })
  }
}
