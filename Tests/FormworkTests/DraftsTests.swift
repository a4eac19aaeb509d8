import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// A draft screen edits a copy: `Done` writes it back as one change only while it is valid,
/// `Cancel` and `back` discard it, and the form shows the committed value meanwhile.
@Suite struct DraftsTests {
  private func paymentScreen() -> FormDriver<Checkout> {
    var ready = Checkout()
    ready.name = "Ada"
    ready.email = "ada@example.com"
    ready.street = "1 Main St"
    ready.city = "Springfield"
    let driver = FormDriver(initial: ready, title: "Contact", build: checkoutForm)
    row(driver, 4).tap()
    row(driver, 3).tap()
    return driver
  }

  @Test func doneCommitsAValidDraftAsOneUndoStep() throws {
    let driver = paymentScreen()
    let before = driver.state
    #expect(row(driver, 2).tap())
    #expect(driver.path.last == "Billing Address")
    #expect((row(driver, 1).control as? TextField)?.enter("9 Elm St") == true)
    #expect((row(driver, 2).control as? TextField)?.enter("Shelbyville") == true)
    // The form's state still holds the committed (empty) address.
    #expect(driver.state == before)
    #expect(row(driver, 3).tap())
    #expect(driver.path.last == "Payment")
    #expect(driver.state.billing.street == "9 Elm St" && driver.state.billing.city == "Shelbyville")
    #expect(row(driver, 2).detail == "9 Elm St, Shelbyville")
    #expect(driver.undo())
    #expect(driver.state == before)
  }

  @Test func doneRefusesAnInvalidDraftAndCancelOrBackDiscardIt() throws {
    let driver = paymentScreen()
    let before = driver.state
    #expect(row(driver, 2).tap())
    #expect((row(driver, 1).control as? TextField)?.enter("9 Elm St") == true)
    #expect(row(driver, 3).tap())
    #expect(driver.path.last == "Billing Address")
    #expect(row(driver, 3).message == "Fix first: City")
    #expect(driver.focus?.title == "City")
    #expect(driver.state == before)
    #expect(row(driver, 4).tap())
    #expect(driver.path.last == "Payment")
    #expect(driver.state == before)
    // Back discards too, and the draft starts afresh from the committed value.
    #expect(row(driver, 2).tap())
    #expect((row(driver, 1).control as? TextField)?.text == "")
    #expect((row(driver, 1).control as? TextField)?.enter("x") == true)
    driver.pop()
    #expect(driver.state == before)
    #expect(row(driver, 2).tap())
    #expect((row(driver, 1).control as? TextField)?.text == "")
  }

  @Test func aDraftCommittedOnAStepBuiltAfterItsOutlineCountsItsNewValue() throws {
    // The Payment step's outline (counted from the start) is taken over by its built screen;
    // the committed draft must reach the fields the whole form asks, as a fresh form's do.
    var ready = Checkout()
    ready.name = "Ada"
    ready.email = "ada@example.com"
    ready.street = "1 Main St"
    ready.city = "Springfield"
    let driver = FormDriver(initial: ready, title: "Contact", build: checkoutForm)
    let outlined = [
      "Payment › Card: Required", "Payment › Billing Address › Street: Required",
      "Payment › Billing Address › City: Required",
    ]
    #expect(driver.validate().map(\.description) == outlined)
    #expect(row(driver, 4).tap())
    #expect(row(driver, 3).tap())
    #expect(driver.validationErrors.map(\.description) == outlined)
    #expect(row(driver, 2).tap())
    #expect((row(driver, 1).control as? TextField)?.enter("9 Elm St") == true)
    #expect((row(driver, 2).control as? TextField)?.enter("Shelbyville") == true)
    #expect(row(driver, 3).tap())
    #expect(driver.validationErrors.map(\.description) == ["Payment › Card: Required"])
    let fresh = FormDriver(initial: driver.state, title: "Contact", build: checkoutForm)
    #expect(fresh.validationErrors == driver.validationErrors)
    #expect(row(driver, 4).detail == "(1 to fix)")
    // And back: undo takes the commit back, the address counts again.
    #expect(driver.undo())
    #expect(driver.validationErrors.count == 3)
    #expect(row(driver, 4).detail == "(3 to fix)")
  }

  @Test func droppingTheDriverFreesTheDraft() {
    weak var weakDriver: FormDriver<Checkout>?
    weak var weakDraft: Screen?
    do {
      let driver = paymentScreen()
      weakDriver = driver
      row(driver, 2).tap()
      weakDraft = driver.topScreen
      #expect(weakDraft?.holdsDraft == true)
    }
    #expect(weakDriver == nil)
    #expect(weakDraft == nil)
  }
}
