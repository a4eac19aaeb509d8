public import Formwork

/// The checkout wizard's state: who orders, whether it is a gift, where it goes and how it
/// is paid.
public struct Checkout: Equatable, Codable, Sendable {
  /// Who orders.
  public var name = ""
  /// Where the confirmation goes.
  public var email = ""
  /// Whether the order is a gift: the gift step shows only then.
  public var isGift = false
  /// The gift card's message.
  public var giftMessage = ""
  /// The street to ship to.
  public var street = ""
  /// The city to ship to.
  public var city = ""
  /// The card number: 16 digits.
  public var card = ""
  /// A coupon code, optional: the server says whether it is still good.
  public var coupon = ""
  /// Where the card's bills go, edited as a draft: `Done` keeps it, `Cancel` does not.
  public var billing = Address()
  /// How many times the order was placed.
  public var placedOrders = 0

  /// An empty checkout.
  public init() {}
}

/// A postal address.
public struct Address: Equatable, Codable, Sendable {
  /// The street and number.
  public var street = ""
  /// The city.
  public var city = ""

  /// An empty address.
  public init() {}
}

/// A billing address, edited on a draft screen.
var addressForm: Form<Address> {
  sections([
    section([
      controlCell(title: "Street", control: textField(keyPath: \.street, rules: [.required()])),
      controlCell(title: "City", control: textField(keyPath: \.city, rules: [.required()])),
    ])
  ])
}

/// A multi-step checkout: contact, an optional gift message (skipped unless it is a gift),
/// shipping and payment, whose billing address is edited as a draft (`Done` or `Cancel`).
/// `Next` goes on only while the step is valid; the last step sends the order to a simulated
/// server (``CheckoutServer``), which may refuse the coupon or the card.
public var checkoutForm: Form<Checkout> {
  checkoutWizard(server: CheckoutServer())
}

/// The checkout wizard, placing orders with `server`.
///
/// ```swift
/// let form = checkoutWizard(server: CheckoutServer(seed: 7, latency: .milliseconds(400)))
/// ```
public func checkoutWizard(server: CheckoutServer) -> Form<Checkout> {
  steps(
    [
      step(
        "Contact",
        [
          section(
            [
              controlCell(
                title: "Name",
                control: textField(keyPath: \.name, kind: .name, rules: [.required()])),
              controlCell(
                title: "Email",
                control: textField(
                  keyPath: \.email, placeholder: "you@example.com", kind: .email,
                  rules: [.required(), .email()])),
              controlCell(title: "Gift", control: toggle(keyPath: \.isGift)),
            ], header: "Contact")
        ]),
      step(
        "Gift", skipWhen: { !$0.isGift },
        [
          section(
            [
              controlCell(
                title: "Message",
                control: textField(keyPath: \.giftMessage, rules: [.required(), .maxLength(40)]))
            ], header: "Gift")
        ]),
      step(
        "Shipping",
        [
          section(
            [
              controlCell(
                title: "Street", control: textField(keyPath: \.street, rules: [.required()])),
              controlCell(title: "City", control: textField(keyPath: \.city, rules: [.required()])),
            ], header: "Shipping")
        ]),
      checkoutPayment,
    ], submit: "Place Order", confirmation: "Order placed",
    rules: [
      FormRule("A gift goes to a street, not a PO box", on: [\.street]) {
        !$0.isGift || !$0.street.uppercased().hasPrefix("PO BOX")
      }
    ]
  ) { order in
    try await server.place(order)
  }
}

/// A simulated payment server for the checkout: it answers the same for the same order,
/// after a delay the seed picks within `latency`.
///
/// - The coupons `SAVE10` and `WELCOME` have expired: refused on the coupon's row.
/// - A card ending in `0002` is declined: refused on the form as a whole.
/// - A card ending in `0119` makes it fail (it throws): "Could not submit".
/// - Anything else is accepted: the order is placed.
///
/// ```swift
/// let server = CheckoutServer(seed: 1)
/// var order = Checkout()
/// order.coupon = "SAVE10"
/// let answer = try await server.place(order)   // refused: "This coupon has expired"
/// ```
public struct CheckoutServer: Sendable {
  /// Picks each answer's delay.
  public var seed: UInt64
  /// The longest delay before an answer.
  public var latency: Duration

  /// A server that answers after at most `latency` (at once by default).
  public init(seed: UInt64 = 1, latency: Duration = .zero) {
    self.seed = seed
    self.latency = latency
  }

  /// The server's processing failed: the card network did not answer.
  public struct ProcessingError: Error, CustomStringConvertible {
    /// What went wrong, in words.
    public var description: String { "the card network did not answer" }
  }

  /// Places `order`, or says why not.
  public func place(_ order: Checkout) async throws -> SubmitResult<Checkout> {
    if latency > .zero {
      let steps = (seed &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(order.card.utf8.count)) % 8 + 1
      try await Task.sleep(for: latency * Double(steps) / 8)
    }
    if ["SAVE10", "WELCOME"].contains(order.coupon.uppercased()) {
      return .refused(fields: [\.coupon: "This coupon has expired"])
    }
    if order.card.hasSuffix("0002") { return .refused("Your card was declined") }
    if order.card.hasSuffix("0119") { throw ProcessingError() }
    return .accepted { $0.placedOrders += 1 }
  }
}

/// The checkout's payment step: the card, and the billing address edited as a draft.
private var checkoutPayment: FormStep<Checkout> {
  step(
    "Payment",
    [
      section(
        [
          controlCell(
            title: "Card",
            control: textField(
              keyPath: \.card, placeholder: "16 digits",
              rules: [.required(), .matches("[0-9]{16}", message: "Enter the 16 digits")]),
            hint: "the 16 digits on the front, no spaces"),
          draftCell(
            title: "Billing Address", keyPath: \.billing,
            detail: { $0.street.isEmpty ? "" : $0.street + ", " + $0.city },
            form: addressForm),
          controlCell(
            title: "Coupon", control: textField(keyPath: \.coupon, placeholder: "optional")),
        ], header: "Payment")
    ])
}
