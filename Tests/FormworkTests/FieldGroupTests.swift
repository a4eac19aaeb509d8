import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// The whole-form field structure: validation, submit gating and dirty state cover every
/// field of the form, on screens never opened and in every list element, and stop at
/// conditions that hide them.
@Suite struct FieldGroupTests: OrderFixtureSuite {
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
    order.lines = [
      OrderLine(id: 1, title: "Tea"), OrderLine(id: 2, title: ""), OrderLine(id: 3, title: ""),
    ]
    let driver = FormDriver(initial: order, title: "Order", build: orderForm)
    #expect(driver.validationErrors.map(\.description) == ["Line: Required", "Line: Required"])
    driver.state.lines[1].title = "Cake"
    #expect(driver.validationErrors.map(\.description) == ["Line: Required"])
    driver.state.lines.removeLast()
    #expect(driver.validationErrors == [])
  }

  /// The submit row's count follows every change of a list: an element edited, added,
  /// replaced under a new id, typed into through its row, removed; at each step the errors
  /// are those of a form built afresh on the same state.
  @Test func aListsErrorsFollowEveryChangeOfItsElements() throws {
    var order = Order(profile: Profile(name: "Ada"))
    order.lines = [OrderLine(id: 1, title: "Tea"), OrderLine(id: 2, title: "")]
    let driver = FormDriver(initial: order, title: "Order", build: orderForm)
    // A submit tried shows the errors, and the count from then on.
    driver.validate()
    func expectErrors(_ expected: [String], send: String) {
      #expect(driver.validationErrors.map(\.description) == expected)
      #expect(driver.topScreen.visibleCells.last?.detail.map { "Send \($0)" } ?? "Send" == send)
      let fresh = FormDriver(initial: driver.state, title: "Order", build: orderForm)
      #expect(fresh.validationErrors == driver.validationErrors)
    }
    expectErrors(["Line: Required"], send: "Send (1 to fix)")
    driver.state.lines.append(OrderLine(id: 3, title: ""))
    expectErrors(["Line: Required", "Line: Required"], send: "Send (2 to fix)")
    driver.state.lines[1].title = "Cake"
    expectErrors(["Line: Required"], send: "Send (1 to fix)")
    driver.state.lines[2] = OrderLine(id: 4, title: "")
    expectErrors(["Line: Required"], send: "Send (1 to fix)")
    driver.change { $0.lines.removeLast(); $0.lines.append(OrderLine(id: 4, title: "")) }
    expectErrors(["Line: Required"], send: "Send (1 to fix)")
    let jam = try #require(driver.topScreen.visibleCells.last { $0.title == "Line" })
    #expect((jam.control as? TextField)?.enter("Jam") == true)
    expectErrors([], send: "Send")
    #expect(driver.state.lines.map(\.title) == ["Tea", "Cake", "Jam"])
    driver.state.lines.remove(at: 1)
    driver.state.lines[1].title = ""
    expectErrors(["Line: Required"], send: "Send (1 to fix)")
    // The row typed into shows its error; the count agrees.
    #expect(
      screenText(driver) == """
        Order

          1  Profile  Ada  ›
          2  Note     []
          3  Gift     [off]

          ── Lines ──
          4  Line     [Tea]
          5  Line     []
             ! Required

          6  Send     (1 to fix)

        """)
    driver.state.lines.removeAll()
    expectErrors([], send: "Send")
  }

  /// A list inside a section that a condition hides or disables: its elements count only
  /// while it shows and is enabled, and edits made while it does not count are counted as
  /// soon as it does; each step agrees with a form built afresh.
  @Test func aListsErrorsFollowTheConditionsAroundIt() {
    let line = controlCell(
      title: "Line", control: textField(keyPath: \OrderLine.title, rules: [.required()]))
    let form: Form<Order> = sections(
      [
        controlCell(title: "Gift", control: toggle(keyPath: \.isGift)),
        controlCell(title: "Note", control: textField(keyPath: \.note)),
      ].map { section([$0]) } + [
        disabled(
          hidden(listSection(\.lines, rows: [line], header: "Lines"), when: { !$0.isGift }),
          when: { $0.note == "locked" }, reason: "Locked")
      ], submit: "Send"
    ) { $0.submitted += 1 }
    var order = Order()
    order.lines = [OrderLine(id: 1, title: "")]
    let driver = FormDriver(initial: order, title: "Order", build: form)
    func expectErrors(_ expected: [String]) {
      #expect(driver.validationErrors.map(\.description) == expected)
      let fresh = FormDriver(initial: driver.state, title: "Order", build: form)
      #expect(fresh.validationErrors == driver.validationErrors)
    }
    expectErrors([])
    driver.state.isGift = true
    expectErrors(["Line: Required"])
    driver.state.note = "locked"
    expectErrors([])
    driver.state.note = ""
    expectErrors(["Line: Required"])
    driver.state.isGift = false
    driver.state.lines[0].title = "Tea"
    driver.state.lines.append(OrderLine(id: 2, title: ""))
    expectErrors([])
    driver.state.isGift = true
    expectErrors(["Line: Required"])
    #expect(
      screenText(driver) == """
        Order

          1  Gift  [on]

          2  Note  []

          ── Lines ──
          3  Line  [Tea]
          4  Line  []

          5  Send

        """)
  }

  @Test func aCustomElementJoinsValidationByDeclaringAField() {
    func ratingCell(_ keyPath: WritableKeyPath<Profile, Int?>) -> Element<FormCell, Profile> {
      return { context in
        let field = context.field(
          title: "Rating", keyPath: keyPath, rules: [.required(message: "Rate it")])
        let cell = FormCell(title: "Rating")
        return Rendered(element: cell, strongReferences: [field]) { state in
          cell.message = field.message(in: state)
          cell.detail = state[keyPath: keyPath].map(String.init)
        }
      }
    }
    let form: Form<Profile> = sections([section([ratingCell(\.age)])], submit: "Rate") { _ in }
    let driver = FormDriver(initial: Profile(), title: "Rate", build: form)
    #expect(driver.validationErrors.map(\.description) == ["Rating: Rate it"])
    // Nothing shows on a form nobody touched; a submit tried shows the error and the count.
    #expect(row(driver, 2).detail == nil)
    driver.validate()
    #expect(row(driver, 1).message == "Rate it")
    #expect(row(driver, 2).detail == "(1 to fix)")
    driver.state.age = 4
    #expect(driver.validationErrors == [])
    #expect(row(driver, 1).message == nil)
  }

  @Test func droppingTheDriverFreesTheFields() {
    weak var weakDriver: FormDriver<Order>?
    var weakFields: [() -> AnyObject?] = []
    do {
      var order = Order(isGift: true)
      order.lines = [OrderLine(id: 1, title: "")]
      let driver = FormDriver(initial: order, title: "Order", build: orderForm)
      weakDriver = driver
      _ = driver.validate()
      row(driver, 1).tap()
      driver.pop()
      driver.fields.walk(
        driver.state, nil,
        FieldWalker(input: driver.input) { visit in
          weak let weakField = visit.field
          weakFields.append { weakField }
        })
    }
    #expect(weakDriver == nil)
    #expect(weakFields.count == 6)
    #expect(weakFields.allSatisfy { $0() == nil })
  }
}
