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
    #expect(row(driver, 2).detail == "(1 to fix)")
    driver.validate()
    #expect(row(driver, 1).message == "Rate it")
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
