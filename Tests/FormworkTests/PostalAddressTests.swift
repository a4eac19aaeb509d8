import FormworkTestSupport
import Testing

@testable import Formwork

/// A postal address: one line that leaves out the parts not given, and a row that edits
/// each part on a screen of its own.
@Suite struct PostalAddressTests {
  @Test func oneLineLeavesOutThePartsNotGiven() {
    #expect(PostalAddress().singleLine == "")
    #expect(
      PostalAddress(
        street: "1 Main St", postalCode: "12345", city: "Springfield", region: "IL",
        country: "US"
      ).singleLine == "1 Main St, 12345 Springfield, IL, US")
    #expect(PostalAddress(city: "Springfield").singleLine == "Springfield")
    #expect(PostalAddress(postalCode: "12345", country: "US").singleLine == "12345, US")
    #expect(PostalAddress(street: "1 Main St", region: "IL").singleLine == "1 Main St, IL")
  }

  private struct Order: Equatable {
    var shipTo = PostalAddress(street: "1 Main St", postalCode: "12345", city: "Springfield")
  }

  @Test func postalAddressEditsEachPartOnANestedScreen() throws {
    let form: Form<Order> = sections([
      section([postalAddressCell(title: "Ship to", keyPath: \.shipTo)])
    ])
    let driver = FormDriver(initial: Order(), title: "Order", build: form)
    #expect(
      screenText(driver) == """
        Order

          1  Ship to  1 Main St, 12345 Springfield  ›

        """)
    row(driver, 1).tap()
    try #require(row(driver, 5).control as? TextField).enter("US")
    #expect(
      screenText(driver) == """
        Order › Ship to

          1  Street       [1 Main St]
          2  Postal code  [12345]
          3  City         [Springfield]
          4  Region       [<Region>]
          5  Country      [US]

        """)
    #expect((row(driver, 2).control as? TextField)?.kind == .zipCode)
    driver.pop()
    var expected = Order()
    expected.shipTo.country = "US"
    #expect(driver.state == expected)
    #expect(row(driver, 1).detail == "1 Main St, 12345 Springfield, US")
  }
}
