import Formwork
import FormworkExamples
import FormworkTerminal
import Testing

/// A whole REPL session over the checkout wizard, compared byte for byte: `Next` refuses an
/// invalid step and lands on its first field to fix, the gift step shows only for a gift,
/// `back` keeps what was entered, the billing address is a draft that `Cancel` discards and
/// `Done` keeps only once valid, the last step places the order, and undo takes it back.
@Suite struct CheckoutTranscriptTests {
  @Test func movesForwardOnlyWhenEachStepIsValid() {
    let session = FormSession(initial: Checkout(), title: "Contact", form: checkoutForm)
    let input = [
      "tap 4", "enter 1 Ada", "enter 2 ada@example.com", "toggle 3", "tap 4", "tap 2",
      "enter 1 Happy birthday", "tap 2", "back", "back", "toggle 3", "tap 4", "enter 1 1 Main St",
      "enter 2 Springfield", "tap 3", "enter 1 1234123412341234", "tap 3", "enter 1 9 Elm St",
      "tap 4", "tap 2", "enter 1 5 Oak Ave", "tap 3", "enter 2 Ogdenville", "tap 3", "tap 3",
      "undo", "redo",
    ].map { $0 + "\n" }.joined()
    let transcript = Repl.transcript(session, input: input)
    #expect(
      transcript == """
        Contact

          ── Contact ──
          1  Name   []
          2  Email  [<you@example.com>]
          3  Gift   [off]

          4  Next   (2 to fix)  ›
             Step 1 of 3

        > tap 4
        Contact

          ── Contact ──
        ▸ 1  Name   []
             ! Required
          2  Email  [<you@example.com>]
             ! Required
          3  Gift   [off]

          4  Next   (2 to fix)  ›
             ! Fix first: Name, Email
             Step 1 of 3

        > enter 1 Ada
        Contact

          ── Contact ──
        ▸ 1  Name   [Ada]
          2  Email  [<you@example.com>]
             ! Required
          3  Gift   [off]

          4  Next   (1 to fix)  ›
             ! Fix first: Email
             Step 1 of 3

        > enter 2 ada@example.com
        Contact

          ── Contact ──
          1  Name   [Ada]
        ▸ 2  Email  [ada@example.com]
          3  Gift   [off]

          4  Next   ›
             Step 1 of 3

        > toggle 3
        Contact

          ── Contact ──
          1  Name   [Ada]
          2  Email  [ada@example.com]
        ▸ 3  Gift   [on]

          4  Next   ›
             Step 1 of 4

        > tap 4
        Contact › Gift

          ── Gift ──
          1  Message  []

          2  Next     (1 to fix)  ›
             Step 2 of 4

        > tap 2
        Contact › Gift

          ── Gift ──
        ▸ 1  Message  []
             ! Required

          2  Next     (1 to fix)  ›
             ! Fix first: Message
             Step 2 of 4

        > enter 1 Happy birthday
        Contact › Gift

          ── Gift ──
        ▸ 1  Message  [Happy birthday]

          2  Next     ›
             Step 2 of 4

        > tap 2
        Contact › Gift › Shipping

          ── Shipping ──
          1  Street  []
          2  City    []

          3  Next    (2 to fix)  ›
             Step 3 of 4

        > back
        Contact › Gift

          ── Gift ──
        ▸ 1  Message  [Happy birthday]

          2  Next     ›
             Step 2 of 4

        > back
        Contact

          ── Contact ──
          1  Name   [Ada]
          2  Email  [ada@example.com]
          3  Gift   [on]

          4  Next   ›
             Step 1 of 4

        > toggle 3
        Contact

          ── Contact ──
          1  Name   [Ada]
          2  Email  [ada@example.com]
        ▸ 3  Gift   [off]

          4  Next   ›
             Step 1 of 3

        > tap 4
        Contact › Shipping

          ── Shipping ──
          1  Street  []
          2  City    []

          3  Next    (2 to fix)  ›
             Step 2 of 3

        > enter 1 1 Main St
        Contact › Shipping

          ── Shipping ──
        ▸ 1  Street  [1 Main St]
          2  City    []

          3  Next    (1 to fix)  ›
             Step 2 of 3

        > enter 2 Springfield
        Contact › Shipping

          ── Shipping ──
          1  Street  [1 Main St]
        ▸ 2  City    [Springfield]

          3  Next    ›
             Step 2 of 3

        > tap 3
        Contact › Shipping › Payment

          ── Payment ──
          1  Card             [<16 digits>]
          2  Billing Address    ›

          3  Place Order      (3 to fix)
             Step 3 of 3

        > enter 1 1234123412341234
        Contact › Shipping › Payment

          ── Payment ──
        ▸ 1  Card             [1234123412341234]
          2  Billing Address    ›

          3  Place Order      (2 to fix)
             Step 3 of 3

        > tap 3
        Contact › Shipping › Payment › Billing Address

        ▸ 1  Street  []
             ! Required
          2  City    []
             ! Required

          3  Done
          4  Cancel

        > enter 1 9 Elm St
        Contact › Shipping › Payment › Billing Address

        ▸ 1  Street  [9 Elm St]
          2  City    []
             ! Required

          3  Done
          4  Cancel

        > tap 4
        Contact › Shipping › Payment

          ── Payment ──
          1  Card             [1234123412341234]
          2  Billing Address    ›
             ! 2 fields to fix

          3  Place Order      (2 to fix)
             ! Fix first: Payment › Billing Address › Street, Payment › Billing Address › City
             Step 3 of 3

        > tap 2
        Contact › Shipping › Payment › Billing Address

          1  Street  []
             ! Required
          2  City    []
             ! Required

          3  Done
          4  Cancel

        > enter 1 5 Oak Ave
        Contact › Shipping › Payment › Billing Address

        ▸ 1  Street  [5 Oak Ave]
          2  City    []
             ! Required

          3  Done
          4  Cancel

        > tap 3
        Contact › Shipping › Payment › Billing Address

          1  Street  [5 Oak Ave]
        ▸ 2  City    []
             ! Required

          3  Done
             ! Fix first: City
          4  Cancel

        > enter 2 Ogdenville
        Contact › Shipping › Payment › Billing Address

          1  Street  [5 Oak Ave]
        ▸ 2  City    [Ogdenville]

          3  Done
          4  Cancel

        > tap 3
        Contact › Shipping › Payment

          ── Payment ──
          1  Card             [1234123412341234]
          2  Billing Address  5 Oak Ave, Ogdenville  ›

          3  Place Order
             Step 3 of 3

        > tap 3
        Contact › Shipping › Payment

          ── Payment ──
          1  Card             [1234123412341234]
          2  Billing Address  5 Oak Ave, Ogdenville  ›

          3  Place Order
             ! Order placed
             Step 3 of 3

        > undo
        Contact › Shipping › Payment

          ── Payment ──
          1  Card             [1234123412341234]
          2  Billing Address  5 Oak Ave, Ogdenville  ›

          3  Place Order
             Step 3 of 3

        > redo
        Contact › Shipping › Payment

          ── Payment ──
          1  Card             [1234123412341234]
          2  Billing Address  5 Oak Ave, Ogdenville  ›

          3  Place Order
             Step 3 of 3

        """)
    var placed = Checkout()
    placed.name = "Ada"
    placed.email = "ada@example.com"
    placed.giftMessage = "Happy birthday"
    placed.street = "1 Main St"
    placed.city = "Springfield"
    placed.card = "1234123412341234"
    placed.billing.street = "5 Oak Ave"
    placed.billing.city = "Ogdenville"
    placed.placedOrders = 1
    #expect(session.driver(as: Checkout.self)?.state == placed)
  }
}
