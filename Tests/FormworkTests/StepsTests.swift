import FormworkExamples
import FormworkTestSupport
import Testing

@testable import Formwork

/// Multi-step forms: every step's fields count from the start, named by step; a skipped
/// step's fields do not; `Next` refuses an invalid step; nothing leaks.
@Suite struct StepsTests {
  @Test func laterStepsCountBeforeTheyAreOpenedAndSkippedStepsDoNot() {
    let driver = FormDriver(initial: Checkout(), title: "Contact", build: checkoutForm)
    #expect(
      driver.validationErrors.map(\.description) == [
        "Name: Required", "Email: Required", "Shipping › Street: Required",
        "Shipping › City: Required", "Payment › Card: Required",
        "Payment › Billing Address › Street: Required",
        "Payment › Billing Address › City: Required",
      ])
    driver.state.isGift = true
    #expect(driver.validationErrors.map(\.fieldPath).contains("Gift › Message"))
    #expect(row(driver, 4).title == "Next")
    #expect(driver.topScreen.sections.last?.footer == "Step 1 of 4")
  }

  @Test func nextRefusesAnInvalidStepAndChangesNothing() {
    let driver = FormDriver(initial: Checkout(), title: "Contact", build: checkoutForm)
    #expect(row(driver, 4).tap())
    #expect(driver.path == ["Contact"])
    #expect(driver.state == Checkout())
    #expect(driver.focus?.title == "Name")
    #expect(row(driver, 4).message == "Fix first: Name, Email")
  }

  @Test func theLastShownStepSubmitsOnlyAValidForm() async {
    var ready = Checkout()
    ready.name = "Ada"
    ready.email = "ada@example.com"
    ready.street = "1 Main St"
    ready.city = "Springfield"
    ready.billing.street = "9 Elm St"
    ready.billing.city = "Shelbyville"
    let scheduler = ManualScheduler()
    let driver = FormDriver(
      initial: ready, title: "Contact", scheduler: scheduler, build: checkoutForm)
    #expect(row(driver, 4).tap())
    #expect(row(driver, 3).tap())
    #expect(driver.path == ["Contact", "Shipping", "Payment"])
    #expect(row(driver, 4).title == "Place Order")
    #expect(row(driver, 4).tap())
    #expect(!driver.isSubmitting)
    #expect(driver.state.placedOrders == 0)
    // A refused submit focuses the card, the first field to fix.
    #expect(driver.focus?.title == "Card")
    driver.state.card = "1234123412341234"
    #expect(row(driver, 4).tap())
    // The order goes to the server: placed once it answered.
    #expect(driver.isSubmitting)
    #expect(driver.state.placedOrders == 0)
    await scheduler.settle()
    #expect(driver.state.placedOrders == 1)
    #expect(row(driver, 4).message == "Order placed")
    // Back keeps what was entered.
    driver.pop()
    driver.pop()
    #expect(driver.state.name == "Ada")
  }

  private struct Trip: Equatable {
    var name = ""
    var city = ""
    var wantsHotel = false
    var hotel = ""
    var booked = 0
  }

  private var tripForm: Form<Trip> {
    steps(
      [
        step(
          "Traveller",
          [
            section([
              controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()])),
              controlCell(title: "Hotel", control: toggle(keyPath: \.wantsHotel)),
            ])
          ]),
        step(
          "Hotel", skipWhen: { !$0.wantsHotel },
          [section([controlCell(title: "Hotel", control: textField(keyPath: \.hotel))])]),
        step("City", [section([controlCell(title: "City", control: textField(keyPath: \.city))])]),
        step("Review", [section([labelCell(title: "Ready")])]),
      ], submit: "Book"
    ) { $0.booked += 1 }
  }

  @Test func undoThatMakesAStepFailClosesTheStepsItOpened() throws {
    // The case: enter a name, Next, undo. The name is empty again and Next refuses,
    // so the step it opened closes: every open screen is one taps reach.
    let driver = FormDriver(initial: Trip(), title: "Traveller", build: tripForm)
    #expect((row(driver, 1).control as? TextField)?.enter("Ada") == true)
    #expect(row(driver, 3).tap())
    #expect((row(driver, 1).control as? TextField)?.enter("Paris") == true)
    #expect(row(driver, 2).tap())
    #expect(driver.path == ["Traveller", "City", "Review"])
    #expect(driver.undo())  // the city: Review stays open, City still passes
    #expect(driver.path == ["Traveller", "City", "Review"])
    #expect(driver.undo())  // the name: Traveller fails, City and Review close
    #expect(driver.path == ["Traveller"])
    #expect(driver.state == Trip())
    #expect(
      screenText(driver) == """
        Traveller

          1  Name   []
             ! Required
          2  Hotel  [off]

          3  Next   (1 to fix)  ›
             Step 1 of 3

        """)
    // Redo brings the name back, not the navigation: the steps open again by Next.
    #expect(driver.redo())
    #expect(driver.path == ["Traveller"])
    #expect(driver.state == Trip(name: "Ada"))
    #expect(row(driver, 3).tap())
    #expect(driver.path == ["Traveller", "City"])
    #expect(driver.redo())
    #expect(driver.state == Trip(name: "Ada", city: "Paris"))
    #expect(screenText(driver).hasPrefix("Traveller › City\n\n  1  City  [Paris]"))
  }

  @Test func undoThatMakesAnotherStepComeNextClosesTheOneItOpened() throws {
    var named = Trip()
    named.name = "Ada"
    let driver = FormDriver(initial: named, title: "Traveller", build: tripForm)
    #expect((row(driver, 2).control as? Toggle)?.tap() == true)
    #expect(row(driver, 3).tap())
    #expect(driver.path == ["Traveller", "Hotel"])
    #expect((row(driver, 1).control as? TextField)?.enter("Ritz") == true)
    // Undo the hotel's name: the Hotel step stays, Next still leads there.
    #expect(driver.undo())
    #expect(driver.path == ["Traveller", "Hotel"])
    // Undo the switch: Hotel is skipped now, Next leads to City: the Hotel step closes.
    #expect(driver.undo())
    #expect(driver.path == ["Traveller"])
    #expect(driver.state == named)
    #expect(row(driver, 3).tap())
    #expect(driver.path == ["Traveller", "City"])
    #expect(driver.topScreen.sections.last?.footer == "Step 2 of 3")
  }

  @Test func undoingWhatLetAStepPassClosesTheStepsAfterIt() {
    // Found by exploring the checkout (FormExplorer): `enter 1 abc`, `enter 2 …`, `tap 4`,
    // `undo` left Shipping open although a fresh form's `Next` refuses to open it.
    let driver = FormDriver(initial: Checkout(), title: "Contact", build: checkoutForm)
    (row(driver, 1).control as? TextField)?.enter("Ada")
    (row(driver, 2).control as? TextField)?.enter("ada@example.com")
    #expect(row(driver, 4).tap())
    (row(driver, 1).control as? TextField)?.enter("1 Main St")
    #expect(driver.path == ["Contact", "Shipping"])
    // Undo on Shipping takes back its street: Shipping stays open.
    #expect(driver.undo())
    #expect(driver.path == ["Contact", "Shipping"])
    // Undo again takes back the email: Contact fails, and Shipping closes.
    #expect(driver.undo())
    #expect(driver.state.email == "")
    #expect(driver.path == ["Contact"])
    #expect(row(driver, 4).detail == "(1 to fix)")
    // Redo makes Contact pass again; Next opens Shipping again.
    #expect(driver.redo())
    #expect(row(driver, 4).tap())
    #expect(driver.path == ["Contact", "Shipping"])
    // A gift now: Gift comes after Contact, not Shipping, and Shipping closes.
    driver.change { $0.isGift = true }
    #expect(driver.path == ["Contact"])
    #expect(row(driver, 4).tap())
    #expect(driver.path == ["Contact", "Gift"])
  }

  @Test func theFieldsWithRulesAndTheSubmitAreKnownBeforeAnyScreenOpens() {
    // What an exploration's report reads (rules never failed or passed, a submit that never
    // succeeded), for fields on every step, opened or not; a skipped step's do not count.
    let driver = FormDriver(initial: Checkout(), title: "Contact", build: checkoutForm)
    #expect(driver.offersSubmit)
    #expect(
      driver.validatedFields.map(\.fieldPath) == [
        "Name", "Email", "Shipping › Street", "Shipping › City", "Payment › Card",
        "Payment › Billing Address › Street", "Payment › Billing Address › City",
      ])
    driver.state.isGift = true
    #expect(driver.validatedFields.map(\.fieldPath).contains("Gift › Message"))
    // A form without rules or a submit button.
    let settings = settingsDriver()
    #expect(settings.validatedFields.isEmpty)
    #expect(!settings.offersSubmit)
  }

  @Test func droppingTheDriverFreesEveryStep() {
    weak var weakDriver: FormDriver<Checkout>?
    weak var weakScreen: Screen?
    do {
      var ready = Checkout()
      ready.name = "Ada"
      ready.email = "ada@example.com"
      let driver = FormDriver(initial: ready, title: "Contact", build: checkoutForm)
      weakDriver = driver
      row(driver, 4).tap()
      weakScreen = driver.topScreen
    }
    #expect(weakDriver == nil)
    #expect(weakScreen == nil)
  }
}
