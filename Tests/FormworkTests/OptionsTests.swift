import FormworkTestSupport
import Testing

@testable import Formwork

/// Option rows: the row of the chosen value carries the checkmark, a tap chooses its value,
/// and a value no row offers checks none.
@Suite struct OptionsTests {
  private enum Roast: Equatable { case light, medium, dark, decaf }

  private struct Order: Equatable {
    var roast = Roast.medium
  }

  private var form: Form<Order> {
    sections([
      section(
        [
          optionCell(title: "Light", option: .light, keyPath: \.roast),
          optionCell(title: "Medium", option: .medium, keyPath: \.roast),
          optionCell(title: "Dark", option: .dark, keyPath: \.roast),
        ], header: "Roast")
    ])
  }

  @Test func aTapChoosesTheRowsValueAndMovesTheCheckmark() {
    let driver = FormDriver(initial: Order(), title: "Order", build: form)
    #expect(
      screenText(driver) == """
        Order

          ── Roast ──
          1  Light
          2  Medium  ✓
          3  Dark

        """)
    #expect(row(driver, 3).tap())
    #expect(driver.state == Order(roast: .dark))
    #expect(
      screenText(driver) == """
        Order

          ── Roast ──
          1  Light
          2  Medium
          3  Dark    ✓

        """)
    #expect(row(driver, 3).tap())
    #expect(driver.state == Order(roast: .dark))
    #expect(row(driver, 1).role == .option)
  }

  @Test func aValueNoRowOffersChecksNoneUntilARowIsChosen() {
    let driver = FormDriver(initial: Order(roast: .decaf), title: "Order", build: form)
    #expect(driver.topScreen.visibleCells.map(\.accessory) == [.none, .none, .none])
    driver.state.roast = .light
    #expect(driver.topScreen.visibleCells.map(\.accessory) == [.checkmark, .none, .none])
    #expect(row(driver, 2).tap())
    #expect(driver.state == Order(roast: .medium))
    #expect(driver.topScreen.visibleCells.map(\.accessory) == [.none, .checkmark, .none])
  }

  @Test func aDisabledOptionRowChoosesNothing() {
    let locked: Form<Order> = sections([
      disabled(
        section([optionCell(title: "Dark", option: Roast.dark, keyPath: \Order.roast)]),
        when: { _ in true })
    ])
    let driver = FormDriver(initial: Order(), title: "Order", build: locked)
    #expect(!row(driver, 1).tap())
    #expect(driver.state == Order())
  }
}
