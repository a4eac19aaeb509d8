import FormworkTestSupport
import Testing

@testable import Formwork

/// Label rows: a title alone, or a title and a value from state (as is or formatted) that
/// follows every change; a tap on any of them does nothing.
@Suite struct LabelsTests {
  private struct Account: Equatable {
    var name = "Ada"
    var credit = 12
  }

  private var form: Form<Account> {
    sections([
      section([
        labelCell(title: "Read only"),
        labelCell(title: "Name", keyPath: \.name),
        labelCell(title: "Credit", keyPath: \.credit, format: { "\($0) points" }),
      ])
    ])
  }

  @Test func labelsShowStateFollowItAndTakeNoTap() {
    let driver = FormDriver(initial: Account(), title: "Account", build: form)
    #expect(
      screenText(driver) == """
        Account

          1  Read only
          2  Name       Ada
          3  Credit     12 points

        """)
    for number in 1...3 { #expect(!row(driver, number).tap()) }
    #expect(driver.state == Account())
    driver.state = Account(name: "Grace", credit: -1)
    #expect(
      screenText(driver) == """
        Account

          1  Read only
          2  Name       Grace
          3  Credit     -1 points

        """)
  }
}
