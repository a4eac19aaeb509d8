import FormworkExamples
import FormworkTestSupport
import Testing

@testable import Formwork

/// Submits that wait for a server: the row says it is submitting and offers a cancel, a
/// second tap sends nothing, edits go on; the server's answer confirms, or puts its errors on
/// the fields and the form, where they count until what they are about changes. Form rules
/// show where they point and count like field rules.
@Suite struct ServerSubmitTests {
  struct Order: Equatable, Sendable {
    var email = ""
    var coupon = ""
    var card = ""
    var orders = 0
    var orderID = 0
  }

  enum ServerDown: Error { case timedOut }

  /// A server that refuses an expired coupon, a declined card, a taken email (and says
  /// something about a field the form does not have), throws for a card `boom`, and accepts
  /// anything else.
  static func server(_ order: Order) async throws -> SubmitResult<Order> {
    if order.card == "boom" { throw ServerDown.timedOut }
    if order.coupon == "OLD" { return .refused(fields: [\.coupon: "This coupon has expired"]) }
    if order.card == "0002" { return .refused("Card declined") }
    if order.email == "taken@example.com" {
      return .refused(fields: [\.email: "That email is taken", \.orderID: "Try again later"])
    }
    return .accepted {
      $0.orders += 1
      $0.orderID = 7
    }
  }

  static var form: Form<Order> {
    sections(
      [
        section([
          controlCell(title: "Email", control: textField(keyPath: \.email, rules: [.required()])),
          controlCell(title: "Coupon", control: textField(keyPath: \.coupon)),
          controlCell(title: "Card", control: textField(keyPath: \.card, rules: [.required()])),
        ])
      ], submit: "Pay", confirmation: "Paid", onSubmit: server)
  }

  private let scheduler = ManualScheduler()

  private func driver(_ order: Order) -> FormDriver<Order> {
    FormDriver(initial: order, title: "Order", scheduler: scheduler, build: Self.form)
  }

  private static let valid = Order(email: "ada@example.com", card: "4242")

  @Test func aSubmitShowsItWaitsRefusesASecondTapAndConfirmsOnceAccepted() async throws {
    let driver = driver(Self.valid)
    #expect(
      screenText(driver) == """
        Order

          1  Email   [ada@example.com]
          2  Coupon  []
          3  Card    [4242]

          4  Pay

        """)
    try driver.perform(.tap(row: 4))
    #expect(driver.isSubmitting)
    #expect(
      screenText(driver) == """
        Order

          1  Email   [ada@example.com]
          2  Coupon  []
          3  Card    [4242]

          4  Pay     submitting…
          5  Cancel

        """)
    #expect(driver.state == Self.valid)
    // A second tap sends nothing more: one answer comes, one order is placed.
    try driver.perform(.tap(row: 4))
    // Edits go on while it waits.
    try driver.perform(.enter(row: 2, text: "NEW"))
    await scheduler.settle()
    var placed = Self.valid
    placed.coupon = "NEW"
    placed.orders = 1
    placed.orderID = 7
    #expect(driver.state == placed)
    #expect(!driver.isSubmitting)
    #expect(driver.submitCount == 1)
    #expect(
      screenText(driver) == """
        Order

          1  Email   [ada@example.com]
          2  Coupon  [NEW]
          3  Card    [4242]

          4  Pay
             ✓ Paid

        """)
  }

  /// Counts the orders a server was sent. NB: `@unchecked`: the scheduler runs one at a
  /// time, and the test reads it after they ran.
  private final class Sent: @unchecked Sendable {
    var orders: [Order] = []
  }

  @Test func aSecondTapWhileItWaitsSendsNothingMore() async throws {
    let sent = Sent()
    let form: Form<Order> = sections(
      [section([controlCell(title: "Card", control: textField(keyPath: \.card))])],
      submit: "Pay"
    ) { order in
      sent.orders.append(order)
      return .accepted { $0.orders += 1 }
    }
    let driver = FormDriver(initial: Self.valid, title: "Order", scheduler: scheduler, build: form)
    try driver.perform(.tap(row: 2))
    try driver.perform(.tap(row: 2))
    try driver.perform(.tap(row: 2))
    await scheduler.settle()
    #expect(sent.orders == [Self.valid])
    #expect(driver.state.orders == 1)
    // Once answered, a tap sends again.
    try driver.perform(.tap(row: 2))
    await scheduler.settle()
    #expect(sent.orders.count == 2)
  }

  @Test func aFieldErrorShowsOnItsRowCountsAndGoesWhenTheValueChanges() async throws {
    var order = Self.valid
    order.coupon = "OLD"
    let driver = driver(order)
    try driver.perform(.tap(row: 4))
    await scheduler.settle()
    #expect(driver.state == order)
    #expect(driver.submitCount == 0)
    #expect(driver.validationErrors.map(\.description) == ["Coupon: This coupon has expired"])
    #expect(
      screenText(driver) == """
        Order

          1  Email   [ada@example.com]
          2  Coupon  [OLD]
             ! This coupon has expired
          3  Card    [4242]

          4  Pay     (1 to fix)
             ! Fix before submitting: Coupon

        """)
    // Tapping again with the same coupon is refused here: the server said no to it.
    try driver.perform(.tap(row: 4))
    #expect(!driver.isSubmitting)
    #expect(row(driver, 4).message == "Fix before submitting: Coupon")
    try driver.perform(.enter(row: 2, text: ""))
    #expect(driver.validationErrors.isEmpty)
    #expect(row(driver, 2).message == nil)
    try driver.perform(.tap(row: 4))
    await scheduler.settle()
    #expect(driver.submitCount == 1)
  }

  @Test func formErrorsShowAboveTheFirstSectionAndGoAtTheNextChangeOrSubmit() async throws {
    var order = Self.valid
    order.card = "0002"
    let driver = driver(order)
    try driver.perform(.tap(row: 4))
    await scheduler.settle()
    #expect(driver.validationErrors.map(\.description) == ["Card declined"])
    #expect(
      screenText(driver) == """
        Order

             ! Card declined

          1  Email   [ada@example.com]
          2  Coupon  []
          3  Card    [0002]

          4  Pay     (1 to fix)

        """)
    // A new tap sends again, unchanged: the form's errors go with it.
    try driver.perform(.tap(row: 4))
    #expect(driver.isSubmitting)
    #expect(driver.validationErrors.isEmpty)
    await scheduler.settle()
    #expect(driver.validationErrors.map(\.description) == ["Card declined"])
    // Any change of a value drops them too.
    try driver.perform(.enter(row: 3, text: "4242"))
    #expect(driver.validationErrors.isEmpty)
    #expect(!screenText(driver).contains("declined"))
  }

  @Test func anErrorOnNoFieldShowsOnTheFormAndOneAboutAnEditedValueIsDropped() async throws {
    var order = Self.valid
    order.email = "taken@example.com"
    let driver = driver(order)
    try driver.perform(.tap(row: 4))
    await scheduler.settle()
    #expect(
      driver.validationErrors.map(\.description) == [
        "Try again later", "Email: That email is taken",
      ])
    #expect(
      screenText(driver) == """
        Order

             ! Try again later

          1  Email   [taken@example.com]
             ! That email is taken
          2  Coupon  []
          3  Card    [4242]

          4  Pay     (2 to fix)
             ! Fix before submitting: Email

        """)
    // The form's own error comes first, but the focus goes to the first field to fix.
    #expect(driver.focus == FormFocus(path: ["Order"], title: "Email", row: 1))
  }

  @Test func anAnswerAboutAValueEditedSinceItWasSentIsDropped() async throws {
    var order = Self.valid
    order.email = "taken@example.com"
    let driver = driver(order)
    try driver.perform(.tap(row: 4))
    try driver.perform(.enter(row: 1, text: "bo@example.com"))
    #expect(driver.isSubmitting)
    await scheduler.settle()
    #expect(driver.validationErrors.map(\.description) == ["Try again later"])
    #expect(row(driver, 1).message == nil)
  }

  @Test func aThrownSubmitSaysItCouldNotSubmitAndKeepsTheValues() async throws {
    var order = Self.valid
    order.card = "boom"
    let driver = driver(order)
    try driver.perform(.tap(row: 4))
    await scheduler.settle()
    #expect(driver.state == order)
    #expect(driver.validationErrors.map(\.description) == ["Could not submit: timedOut"])
    #expect(!driver.isSubmitting)
  }

  @Test func aCancelledSubmitDropsItsAnswer() async throws {
    let driver = driver(Self.valid)
    try driver.perform(.tap(row: 4))
    try driver.perform(.tap(row: 5))
    #expect(!driver.isSubmitting)
    #expect(driver.topScreen.visibleCells.map(\.title) == ["Email", "Coupon", "Card", "Pay"])
    await scheduler.settle()
    #expect(driver.state == Self.valid)
    #expect(driver.submitCount == 0)
    // The driver's own cancel does the same.
    try driver.perform(.tap(row: 4))
    driver.cancelSubmit()
    await scheduler.settle()
    #expect(driver.submitCount == 0)
    #expect(row(driver, 4).detail == nil)
  }

  @Test func aSubmitWaitsForChecksAndIsRefusedWhenOneFails() async throws {
    let taken = AsyncValidationRule<Order, String>(debounce: .milliseconds(300)) { email in
      email == "busy@example.com" ? "That email is busy" : nil
    }
    let form: Form<Order> = sections(
      [
        section([
          controlCell(
            title: "Email",
            control: textField(keyPath: \.email, rules: FieldRules([.required()], async: [taken]))),
          controlCell(title: "Card", control: textField(keyPath: \.card)),
        ])
      ], submit: "Pay", onSubmit: Self.server)
    let driver = FormDriver(initial: Order(), title: "Order", scheduler: scheduler, build: form)
    try driver.perform(.enter(row: 1, text: "ada@example.com"))
    try driver.perform(.tap(row: 3))
    // Sent only once the check answered.
    #expect(driver.isSubmitting)
    #expect(row(driver, 3).detail == "submitting…")
    await scheduler.settle()
    #expect(driver.submitCount == 1)
    try driver.perform(.enter(row: 1, text: "busy@example.com"))
    try driver.perform(.tap(row: 3))
    #expect(driver.isSubmitting)
    await scheduler.settle()
    #expect(!driver.isSubmitting)
    #expect(driver.submitCount == 1)
    #expect(driver.validationErrors.map(\.description) == ["Email: That email is busy"])
    #expect(row(driver, 3).message == "Fix before submitting: Email")
  }

  @Test func nothingOutlivesTheDriverWhileASubmitWaits() async throws {
    weak var weakDriver: FormDriver<Order>?
    weak var weakRow: FormCell?
    do {
      let driver = driver(Self.valid)
      try driver.perform(.tap(row: 4))
      weakDriver = driver
      weakRow = row(driver, 4)
    }
    #expect(weakDriver == nil)
    #expect(weakRow == nil)
    await scheduler.settle()
  }
}

/// Rules over the whole form: their errors show on the fields they name or on the form, count
/// like field rules, and follow changes anywhere in the state, inside bound parts too.
@Suite struct FormRuleTests {
  struct Contact: Equatable {
    var email = ""
    var phone = ""
  }

  struct Trip: Equatable {
    var start = ""
    var end = ""
    var contact = Contact()
    var booked = 0
  }

  static var contactForm: Form<Contact> {
    sections([
      section([
        controlCell(title: "Email", control: textField(keyPath: \.email)),
        controlCell(title: "Phone", control: textField(keyPath: \.phone)),
      ])
    ])
  }

  static var form: Form<Trip> {
    sections(
      [
        section([
          controlCell(title: "Start", control: textField(keyPath: \.start)),
          controlCell(title: "End", control: textField(keyPath: \.end)),
          detailTextCell(
            title: "Contact", detail: { $0.contact.email },
            form: bind(form: contactForm, to: \.contact)),
        ])
      ], submit: "Book",
      rules: [
        FormRule("Must come after the start", on: [\.end]) { $0.end.isEmpty || $0.end > $0.start },
        FormRule("Give an email or a phone", on: [\.contact.email]) {
          !$0.contact.email.isEmpty || !$0.contact.phone.isEmpty
        },
        FormRule("Pick a start") { !$0.start.isEmpty },
      ]
    ) { $0.booked += 1 }
  }

  @Test func ruleErrorsShowWhereTheyPointAndCountOnScreensNeverOpened() throws {
    let driver = FormDriver(initial: Trip(), title: "Trip", build: Self.form)
    #expect(
      driver.validationErrors.map(\.description) == [
        "Pick a start", "Contact › Email: Give an email or a phone",
      ])
    #expect(
      screenText(driver) == """
        Trip

          1  Start    []
          2  End      []
          3  Contact    ›

          4  Book

        """)
    try driver.perform(.tap(row: 4))
    #expect(driver.state.booked == 0)
    // The first field to fix is focused: its screen opened.
    #expect(driver.path == ["Trip", "Contact"])
    try driver.perform(.back)
    #expect(
      screenText(driver) == """
        Trip

             ! Pick a start

          1  Start    []
          2  End      []
          3  Contact    ›
             ! 1 field to fix

          4  Book     (2 to fix)
             ! Fix before submitting: Contact › Email

        """)
    try driver.perform(.enter(row: 1, text: "2026-12-01"))
    try driver.perform(.enter(row: 2, text: "2026-11-01"))
    #expect(row(driver, 2).message == "Must come after the start")
    try driver.perform(.tap(row: 3))
    #expect(row(driver, 1).message == "Give an email or a phone")
    // A change inside the bound contact clears an error inside it.
    try driver.perform(.enter(row: 2, text: "555"))
    #expect(row(driver, 1).message == nil)
    #expect(driver.validationErrors.map(\.description) == ["End: Must come after the start"])
    try driver.perform(.back)
    try driver.perform(.enter(row: 1, text: "2026-10-01"))
    #expect(row(driver, 2).message == nil)
    #expect(driver.validationErrors.isEmpty)
    // A change outside the bound contact brings an error back inside it.
    driver.change { $0.contact.phone = "" }
    try driver.perform(.tap(row: 3))
    #expect(row(driver, 1).message == "Give an email or a phone")
    try driver.perform(.back)
    driver.change { $0.contact.phone = "555" }
    try driver.perform(.tap(row: 4))
    #expect(driver.state.booked == 1)
  }

  @Test func aRuleOnNoFieldAloneRefusesTheSubmitAndFocusesNothing() throws {
    let form: Form<Trip> = sections(
      [section([controlCell(title: "Start", control: textField(keyPath: \.start))])],
      submit: "Book", rules: [FormRule("Pick a start") { !$0.start.isEmpty }]
    ) { $0.booked += 1 }
    let driver = FormDriver(initial: Trip(), title: "Trip", build: form)
    try driver.perform(.tap(row: 2))
    #expect(driver.state == Trip())
    #expect(driver.focus == nil)
    #expect(
      screenText(driver) == """
        Trip

             ! Pick a start

          1  Start  []

          2  Book   (1 to fix)

        """)
    try driver.perform(.enter(row: 1, text: "2026-12-01"))
    try driver.perform(.tap(row: 2))
    #expect(driver.state.booked == 1)
  }

  @Test func aRuleOnABoundFieldFollowsAValueOutsideIt() throws {
    let form: Form<Trip> = sections(
      [
        section([
          controlCell(title: "End", control: textField(keyPath: \.end)),
          detailTextCell(
            title: "Contact", detail: { $0.contact.email },
            form: bind(form: Self.contactForm, to: \.contact)),
        ])
      ], submit: "Book",
      rules: [
        FormRule("Needed once there is an end", on: [\.contact.email]) {
          $0.end.isEmpty || !$0.contact.email.isEmpty
        }
      ]
    ) { $0.booked += 1 }
    let driver = FormDriver(initial: Trip(), title: "Trip", build: form)
    driver.validate()
    try driver.perform(.tap(row: 2))
    #expect(row(driver, 1).message == nil)
    // The contact is unchanged: only the end, outside it, changes.
    driver.change { $0.end = "2027-01-01" }
    #expect(row(driver, 1).message == "Needed once there is an end")
    driver.change { $0.end = "" }
    #expect(row(driver, 1).message == nil)
  }

  @Test func aLiveFormShowsWhatOneBuiltAfreshAndANaiveOneShow() throws {
    let gestures: [Gesture] = [
      .enter(row: 2, text: "b"), .enter(row: 1, text: "c"), .tap(row: 3),
      .enter(row: 1, text: "x"), .back, .enter(row: 1, text: "a"), .tap(row: 3),
    ]
    let driver = FormDriver(initial: Trip(), title: "Trip", build: Self.form)
    let naive = FormDriver(initial: Trip(), title: "Trip", strategy: .naive, build: Self.form)
    for gesture in gestures {
      try driver.perform(gesture)
      try naive.perform(gesture)
      #expect(screenText(naive) == screenText(driver))
    }
    #expect(row(driver, 1).message == nil)
    let fresh = FormDriver(initial: driver.state, title: "Trip", build: Self.form)
    fresh.input = driver.input
    try fresh.perform(.tap(row: 3))
    #expect(screenText(fresh) == screenText(driver))
  }
}

/// A wizard whose last step waits for a server: errors land on fields of earlier steps.
@Suite struct ServerSubmitStepsTests {
  @Test func aRefusedWizardShowsTheFieldErrorOnItsStep() async throws {
    typealias Order = ServerSubmitTests.Order
    let scheduler = ManualScheduler()
    let form: Form<Order> = steps(
      [
        step(
          "Contact",
          [section([controlCell(title: "Email", control: textField(keyPath: \.email))])]),
        step(
          "Payment",
          [section([controlCell(title: "Coupon", control: textField(keyPath: \.coupon))])]),
      ], submit: "Place Order", confirmation: "Placed", onSubmit: ServerSubmitTests.server)
    let driver = FormDriver(
      initial: Order(email: "taken@example.com"), title: "Checkout", scheduler: scheduler,
      build: form)
    try driver.perform(.tap(row: 2))
    try driver.perform(.tap(row: 2))
    #expect(driver.isSubmitting)
    await scheduler.settle()
    #expect(
      driver.validationErrors.map(\.description) == [
        "Try again later", "Email: That email is taken",
      ])
    // The step with the field to fix is on top again: the payment step closed.
    #expect(
      screenText(driver) == """
        Checkout

             ! Try again later

          1  Email  [taken@example.com]
             ! That email is taken

          2  Next   (1 to fix)  ›
             Step 1 of 2

        """)
    try driver.perform(.enter(row: 1, text: "ada@example.com"))
    try driver.perform(.tap(row: 2))
    try driver.perform(.tap(row: 2))
    await scheduler.settle()
    #expect(driver.submitCount == 1)
    #expect(row(driver, 2).message == "Placed")
  }

  @Test func aFieldOnTheThirdStepShowsItsServerErrorOnItsRow() async throws {
    var ready = Checkout()
    ready.name = "Ada"
    ready.email = "ada@example.com"
    ready.street = "1 Main St"
    ready.city = "Springfield"
    ready.billing.street = "9 Elm St"
    ready.billing.city = "Shelbyville"
    ready.card = "1234123412341234"
    ready.coupon = "SAVE10"
    let scheduler = ManualScheduler()
    let driver = FormDriver(
      initial: ready, title: "Contact", scheduler: scheduler, build: checkoutForm)
    try driver.perform(.tap(row: 4))
    try driver.perform(.tap(row: 3))
    try driver.perform(.tap(row: 4))
    await scheduler.settle()
    #expect(
      screenText(driver) == """
        Contact › Shipping › Payment

          ── Payment ──
          1  Card             [1234123412341234]
          2  Billing Address  9 Elm St, Shelbyville  ›
          3  Coupon           [SAVE10]
             ! This coupon has expired

          4  Place Order      (1 to fix)
             ! Fix first: Payment › Coupon
             Step 3 of 3

        """)
    #expect(
      driver.validationErrors.map(\.description) == ["Payment › Coupon: This coupon has expired"])
    // The same form built afresh from the same state and input shows the same.
    let fresh = FormDriver(initial: driver.state, title: "Contact", build: checkoutForm)
    fresh.input = driver.input
    try fresh.perform(.tap(row: 4))
    try fresh.perform(.tap(row: 3))
    #expect(screenText(fresh) == screenText(driver))
  }
}
