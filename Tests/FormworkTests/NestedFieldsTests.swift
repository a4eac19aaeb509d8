import FormworkTestSupport
import Testing

@testable import Formwork

/// The fields of a nested screen (`NestedFields.swift`): outlined from the nested form when
/// first needed, without building its rows, counted by the whole form before the screen is
/// ever opened (a list's elements too), named by their path, and counted on the row that
/// opens them once they show their errors.
@Suite struct NestedFieldsTests: OrderFixtureSuite {
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

          4  Send

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

  /// An edit on the nested screen that passes shows no error there, so its row says nothing
  /// either, though another field of the screen fails; a submit tried shows both.
  @Test func theRowThatOpensAScreenCountsOnlyOnceAnErrorOfItShows() throws {
    let driver = FormDriver(initial: Order(), title: "Order", build: orderForm)
    row(driver, 1).tap()
    try driver.perform(.enter(row: 2, text: "30"))
    #expect(driver.state.profile.age == 30)
    driver.pop()
    #expect(driver.validationErrors.map(\.description) == ["Profile › Name: Required"])
    #expect(row(driver, 1).message == nil)
    #expect(row(driver, 4).detail == nil)
    driver.validate()
    #expect(row(driver, 1).message == "1 field to fix")
    #expect(row(driver, 4).detail == "(1 to fix)")
  }

  @Test func buildingTheRootDoesNotBuildNestedScreensUntilAskedForTheirFields() {
    final class Builds { var count = 0 }
    let builds = Builds()
    let counted: Element<FormCell, Profile> = { context in
      if !context.isOutline { builds.count += 1 }
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

  @Test func aListOnANestedScreenCountsEveryElementBeforeItIsOpened() {
    let linesForm: Form<Order> = sections([
      listSection(
        \.lines,
        rows: [
          controlCell(
            title: "Line", control: textField(keyPath: \OrderLine.title, rules: [.required()]))
        ])
    ])
    let form: Form<Order> = sections(
      [section([detailTextCell(title: "Lines", keyPath: \.note, form: linesForm)])],
      submit: "Send"
    ) { $0.submitted += 1 }
    var order = Order()
    order.lines = [OrderLine(id: 1, title: ""), OrderLine(id: 2, title: "ok")]
    let driver = FormDriver(initial: order, title: "Order", build: form)
    #expect(driver.validationErrors.map(\.description) == ["Lines › Line: Required"])
    driver.state.lines.append(OrderLine(id: 3, title: ""))
    #expect(driver.validationErrors.count == 2)
    #expect(!row(driver, 2).tap() || driver.state.submitted == 0)
    #expect(driver.state.submitted == 0)
  }
}
