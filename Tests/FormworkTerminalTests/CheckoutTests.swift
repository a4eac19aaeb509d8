import Formwork
import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Testing

/// A whole REPL session over the checkout wizard, compared byte for byte: `Next` refuses an
/// invalid step and lands on its first field to fix, the gift step shows only for a gift,
/// `back` keeps what was entered, the billing address is a draft that `Cancel` discards and
/// `Done` keeps only once valid; the server refuses an expired coupon (on its row) and a
/// declined card (on the form), then places the order; undo takes it back.
@Suite struct CheckoutTests {
  @Test func movesForwardOnlyWhenEachStepIsValid() async {
    let session = FormDriver(initial: Checkout(), title: "Contact", build: checkoutForm)
    let input = [
      "tap 4", "enter 1 Ada", "enter 2 ada@example.com", "toggle 3", "tap 4", "tap 2",
      "enter 1 Happy birthday", "tap 2", "back", "back", "toggle 3", "tap 4", "enter 1 1 Main St",
      "enter 2 Springfield", "tap 3", "enter 1 1234123412341234", "tap 4", "enter 1 9 Elm St",
      "tap 4", "tap 2", "enter 1 5 Oak Ave", "tap 3", "enter 2 Ogdenville", "tap 3",
      "enter 3 SAVE10", "tap 4", "tap 4", "enter 3 SUMMER", "enter 1 4242424242420002", "tap 4",
      "enter 1 1234123412341234", "tap 4", "undo", "redo",
    ].map { $0 + "\n" }.joined()
    // NB: the REPL waits for the server's answers, blocking its thread: not one of Swift's
    // shared threads, which run the answers.
    let transcript = await transcriptOnItsOwnThread(session, input: input)
    expectTranscript(transcript, "Checkout/movesForwardOnlyWhenEachStepIsValid")
    var placed = Checkout()
    placed.name = "Ada"
    placed.email = "ada@example.com"
    placed.giftMessage = "Happy birthday"
    placed.street = "1 Main St"
    placed.city = "Springfield"
    placed.card = "1234123412341234"
    placed.coupon = "SUMMER"
    placed.billing.street = "5 Oak Ave"
    placed.billing.city = "Ogdenville"
    placed.placedOrders = 1
    #expect(session.state == placed)
  }
}
