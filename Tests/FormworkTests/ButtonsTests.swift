import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// Buttons whose action gets the rendering context, and read-only label rows.
@Suite struct ButtonsTests {
  private struct Cart: Equatable {
    var count = 2
    var note = "gift"
    var isLocked = false
    var total: Int { count * 5 }
  }

  private var cartForm: Form<Cart> {
    sections([
      section([
        labelCell(title: "Prices include tax"),
        labelCell(title: "Note", keyPath: \.note),
        labelCell(title: "Total", keyPath: \.total, format: { "$\($0)" }),
        buttonCell(title: "Add one", isEnabled: \Cart.isLocked.negated) { context in
          context.change { $0.count += 1 }
        },
        buttonCell(title: "Details") { context in
          let items = Section(cells: [FormCell(title: "\(context.state.count) items")])
          context.push(Screen(title: "Details", sections: [items]))
        },
        buttonCell(title: "Back") { context in context.pop() },
      ])
    ])
  }

  @Test func labelsShowStateAndRefuseTaps() {
    let driver = FormDriver(initial: Cart(), title: "Cart", build: cartForm)
    #expect(
      screenText(driver) == """
        Cart

          1  Prices include tax
          2  Note                gift
          3  Total               $10
          4  Add one
          5  Details
          6  Back

        """)
    #expect(!row(driver, 1).tap())
    #expect(!row(driver, 3).tap())
    #expect(driver.state == Cart())
  }

  @Test func buttonChangesStateAndLabelsFollow() {
    let driver = FormDriver(initial: Cart(), title: "Cart", build: cartForm)
    #expect(row(driver, 4).tap())
    #expect(row(driver, 4).tap())
    #expect(driver.state == Cart(count: 4))
    #expect(row(driver, 3).detail == "$20")
    driver.state.note = "none"
    #expect(row(driver, 2).detail == "none")
  }

  @Test func buttonActionSeesTheCurrentStateAndPushesAndPops() {
    let driver = FormDriver(initial: Cart(), title: "Cart", build: cartForm)
    row(driver, 4).tap()
    #expect(row(driver, 5).tap())
    #expect(
      screenText(driver) == """
        Cart › Details

          1  3 items

        """)
    driver.pop()
    #expect(row(driver, 6).tap())  // pop on the root does nothing
    #expect(driver.path == ["Cart"])
  }

  @Test func disabledButtonRefusesTaps() {
    let driver = FormDriver(initial: Cart(isLocked: true), title: "Cart", build: cartForm)
    #expect(!row(driver, 4).tap())
    #expect(driver.state == Cart(isLocked: true))
    #expect(ScreenRenderer().row(row(driver, 4), number: 4) == "  4  Add one  (disabled)")
    driver.state.isLocked = false
    #expect(row(driver, 4).tap())
    #expect(driver.state == Cart(count: 3))
  }

}

extension Bool {
  fileprivate var negated: Bool { !self }
}
