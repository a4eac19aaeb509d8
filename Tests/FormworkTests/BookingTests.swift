import FormworkExamples
import FormworkTestSupport
import Testing

@testable import Formwork

/// The hotel booking example: the whole form in English and in German, a booking refused
/// until the guest is named, then sent once.
@Suite struct BookingTests {
  @Test func theFormShowsEveryRowAndBooksOnceTheGuestIsNamed() throws {
    let driver = FormDriver(initial: Booking(), title: "Booking", build: bookingForm)
    #expect(
      screenText(driver) == """
        Booking

          ── Guest ──
          1  Name            []
          2  Guests          [2]
          3  Rate per night  [89.5]

          ── Stay ──
          4  Arrival         [2024-06-01]
          5  Arrival time    [18:30]
          6  Shuttle ride    [0:30]
          7  Breakfast       [off]
          8  Extras          None  ›

          9  Book

        """)
    let untouched = screenText(driver)
    #expect(row(driver, 9).tap())
    #expect(driver.state == Booking())
    #expect(row(driver, 1).message == "Required")
    #expect(row(driver, 9).message == "Fix before submitting: Name")
    #expect(try #require(row(driver, 1).control as? TextField).enter("Ada"))
    #expect(row(driver, 9).tap())
    var booked = Booking()
    booked.name = "Ada"
    booked.sent = 1
    #expect(driver.state == booked)
    // The same screen, named and booked.
    #expect(
      screenText(driver)
        == untouched.replacing("[]", with: "[Ada]").replacing(
          "Book\n", with: "Book\n     ✓ Booked\n"))
  }

  @Test func underGermanEveryWordOfTheFormIsGerman() {
    let driver = FormDriver(
      initial: Booking(), title: "Buchung", strings: FormStrings(locale: "de"),
      build: bookingForm)
    // A submit tried shows the errors and the count, in German too.
    #expect(driver.validate().count == 1)
    #expect(
      screenText(driver) == """
        Buchung

          ── Gast ──
          1  Name                   []
             ! Pflichtfeld
          2  Gäste                  [2]
          3  Preis pro Nacht        [89,5]

          ── Aufenthalt ──
          4  Anreise                [01.06.2024]
          5  Ankunftszeit           [18:30]
          6  Fahrt mit dem Shuttle  [0:30]
          7  Frühstück              [aus]
          8  Extras                 Keine  ›

          9  Buchen                 (1 zu korrigieren)

        """)
  }
}
