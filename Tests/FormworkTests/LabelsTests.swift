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

/// A note: a title and its description, the row's hint, under it; no gesture.
@Suite struct NoteCellTests {
  @Test func aNoteShowsItsDescriptionAndTakesNoGesture() {
    let form: Form<Int> = sections([
      section([
        noteCell(title: "About", description: "Counts go up."),
        noteCell(title: "Bare", description: ""),
      ])
    ])
    let driver = FormDriver(initial: 0, title: "Count", build: form)
    #expect(
      screenText(driver) == """
        Count

          1  About
             Counts go up.
          2  Bare

        """)
    let note = row(driver, 1)
    #expect(note.role == .note && note.hint == "Counts go up.")
    #expect(row(driver, 2).hint == nil)
    #expect(note.offeredGestures.isEmpty)
    #expect(!note.tap())
    #expect(driver.state == 0)
  }
}
