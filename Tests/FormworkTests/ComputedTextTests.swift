import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

@Suite struct ComputedTextTests {
  private struct Cart: Equatable {
    var items: [String] = []
    var owner = "Ann"
    var note: String?
  }

  private var cartForm: Form<Cart> {
    sections([
      sectionFooter(
        sectionHeader(
          section([
            cellTitle(optionCell(title: "", option: [], keyPath: \.items), \.owner),
            cellDetail(textCell(title: { _ in "Items" }), { "\($0.items.count)" }),
            textCell(title: { $0.items.first ?? "Nothing yet" }, detail: \.note),
          ]),
          { "\($0.owner)'s cart" }),
        { $0.items.isEmpty ? nil : "\($0.items.count) to pay" })
    ])
  }

  @Test func textFollowsStateFromKeyPathsAndClosures() {
    let driver = FormDriver(initial: Cart(), title: "Cart", build: cartForm)
    #expect(
      screenText(driver) == """
        Cart

          ── Ann's cart ──
          1  Ann          ✓
          2  Items        0
          3  Nothing yet

        """)
    driver.state = Cart(items: ["Tea", "Milk"], owner: "Bo", note: "gift")
    #expect(
      screenText(driver) == """
        Cart

          ── Bo's cart ──
          1  Bo
          2  Items  2
          3  Tea    gift
             2 to pay

        """)
  }

  @Test func aTappedComputedRowWritesAndKeepsItsTitle() {
    let driver = FormDriver(initial: Cart(items: ["Tea"]), title: "Cart", build: cartForm)
    #expect(row(driver, 1).tap())
    #expect(driver.state == Cart())
    #expect(row(driver, 1).title == "Ann")
    #expect(row(driver, 1).accessory == .checkmark)
  }
}
