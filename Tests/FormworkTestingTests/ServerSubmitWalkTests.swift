import Formwork
import FormworkExamples
import FormworkTesting
import Testing

/// Submits that wait for a server, tried the way a user would (``FormTester``) and walked at
/// random: the checkout's simulated server and a seeded one whose answers are accepted,
/// refused on fields and on the form, or thrown, each for its own states.
@Suite struct ServerSubmitWalkTests {
  /// A checkout filled in up to its card, so walks reach the server.
  static var nearlyPlaced: Checkout {
    var order = Checkout()
    order.name = "Ada"
    order.email = "ada@example.com"
    order.street = "1 Main St"
    order.city = "Springfield"
    order.billing.street = "9 Elm St"
    order.billing.city = "Shelbyville"
    order.card = "1234123412341234"
    return order
  }

  @Test func theCheckoutIsRefusedThenPlacedThroughTheTester() async {
    let tester = FormTester(
      initial: Self.nearlyPlaced, title: "Contact", form: checkoutForm)
    tester.tap("Next")
    tester.tap("Next")
    tester.enter("SAVE10", in: "Coupon") { $0.coupon = "SAVE10" }
    tester.tap("Place Order")
    #expect(tester.driver.isSubmitting)
    await tester.settle()
    #expect(
      tester.screen == """
        Contact › Shipping › Payment

          ── Payment ──
          1  Card             [1234123412341234]
          2  Billing Address  9 Elm St, Shelbyville  ›
        ▸ 3  Coupon           [SAVE10]
             ! This coupon has expired

          4  Place Order      (1 to fix)
             ! Fix first: Payment › Coupon
             Step 3 of 3

        """)
    tester.enter("", in: "Coupon") { $0.coupon = "" }
    tester.enter("4242424242420002", in: "Card") { $0.card = "4242424242420002" }
    tester.tap("Place Order")
    await tester.settle()
    #expect(tester.driver.validationErrors.map(\.description) == ["Your card was declined"])
    tester.enter("1234123412341234", in: "Card") { $0.card = "1234123412341234" }
    tester.tap("Place Order")
    await tester.settle()
    var placed = Self.nearlyPlaced
    placed.placedOrders = 1
    #expect(tester.state == placed)
    #expect(tester.driver.submitCount == 1)
  }

  /// The checkout's texts: coupons the server refuses, a card it declines, one that makes it
  /// fail, one it takes.
  static let checkoutTexts = [
    "", "SAVE10", "SUMMER", "4242424242420002", "4000000000000119", "1234123412341234", "x",
  ]

  @Test func walksOverTheCheckoutWithItsServerAnsweringFindNothing() async {
    var walker = RandomWalker(initial: Self.nearlyPlaced, title: "Contact", form: checkoutForm)
    walker.texts = Self.checkoutTexts
    walker.settlesChecks = true
    let summary = await walker.runOnItsOwnThread(walks: 40, steps: 30, seed: 3)
    #expect(summary.failure == nil)
  }

  @Test func walksOverTheCheckoutWithItsServerNeverAnsweringFindNothing() {
    var walker = RandomWalker(initial: Self.nearlyPlaced, title: "Contact", form: checkoutForm)
    walker.texts = Self.checkoutTexts
    let summary = walker.check(walks: 40, steps: 30, seed: 5)
    #expect(summary.failure == nil)
  }

  struct Ticket: Equatable, Sendable {
    var seat = ""
    var name = ""
    var promo = ""
    var hasPromo = false
    var booked = 0
  }

  enum Outage: Error { case down }

  /// A server whose answer for a ticket is picked by hashing the ticket with `seed`: the same
  /// ticket gets the same answer, so a form built afresh agrees with the walked one.
  static func seededServer(_ seed: UInt64)
    -> @Sendable (Ticket) async throws -> SubmitResult<Ticket>
  {
    return { ticket in
      var hash = seed
      for byte in (ticket.seat + "|" + ticket.name + "|" + ticket.promo).utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
      }
      switch hash % 5 {
      case 0: return .accepted { $0.booked += 1 }
      case 1: return .refused(fields: [\.seat: "That seat is taken"])
      case 2: return .refused("Sold out", fields: [\.promo: "Unknown promo"])
      case 3: throw Outage.down
      default: return .refused(fields: [\.booked: "Try later"])
      }
    }
  }

  static func ticketForm(seed: UInt64) -> Form<Ticket> {
    sections(
      [
        section([
          controlCell(title: "Seat", control: textField(keyPath: \.seat, rules: [.required()])),
          controlCell(title: "Name", control: textField(keyPath: \.name)),
          controlCell(title: "Promo code?", control: toggle(keyPath: \.hasPromo)),
        ]),
        section(
          [controlCell(title: "Promo", control: textField(keyPath: \.promo))],
          isVisible: \.hasPromo),
      ], submit: "Book", confirmation: "Booked",
      rules: [
        FormRule("Give a name or a promo", on: [\.name]) { !$0.name.isEmpty || !$0.promo.isEmpty }
      ],
      onSubmit: seededServer(seed))
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func walksWithSeededServerAnswersFindNothing(seed: UInt64) async {
    var walker = RandomWalker(initial: Ticket(), title: "Ticket", form: Self.ticketForm(seed: seed))
    walker.texts = ["", "A1", "B2", "Ada", "PROMO", "✓"]
    walker.settlesChecks = true
    let settled = await walker.runOnItsOwnThread(walks: 40, steps: 30, seed: seed)
    #expect(settled.failure == nil)
    walker.settlesChecks = false
    let waiting = walker.check(walks: 40, steps: 30, seed: seed)
    #expect(waiting.failure == nil)
  }
}
