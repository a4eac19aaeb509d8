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
