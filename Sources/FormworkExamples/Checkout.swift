public import Formwork

/// The checkout wizard's state: who orders, whether it is a gift, where it goes and how it
/// is paid.
public struct Checkout: Equatable, Codable {
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
  /// Where the card's bills go, edited as a draft: `Done` keeps it, `Cancel` does not.
  public var billing = Address()
  /// How many times the order was placed.
  public var placedOrders = 0

  /// An empty checkout.
  public init() {}
}

/// A postal address.
public struct Address: Equatable, Codable {
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
/// `Next` goes on only while the step is valid; the last step places the order.
public var checkoutForm: Form<Checkout> {
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
    ], submit: "Place Order", confirmation: "Order placed"
  ) { $0.placedOrders += 1 }
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
        ], header: "Payment")
    ])
}
