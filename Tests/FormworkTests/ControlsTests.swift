import FormworkTestSupport
import Testing

@testable import Formwork

/// The toggle and text field elements bound to state: a gesture writes the state, a change
/// of state from outside shows in the control, and the driver knows a masked field's text
/// to hide it wherever the form shows its state.
@Suite struct ControlsTests {
  private struct Account: Equatable {
    var isPublic = false
    var handle = "ada"
    var pin = "1234"
    var nickname: String? = nil
  }

  private var form: Form<Account> {
    sections([
      section([
        controlCell(title: "Public", control: toggle(keyPath: \.isPublic)),
        controlCell(title: "Handle", control: textField(keyPath: \.handle)),
        controlCell(title: "PIN", control: textField(keyPath: \.pin, kind: .password)),
        controlCell(
          title: "Nickname", control: textField(keyPath: \.nickname, placeholder: "none")),
      ])
    ])
  }

  @Test func gesturesWriteStateAndStateFromOutsideShows() throws {
    let driver = FormDriver(initial: Account(), title: "Account", build: form)
    #expect(try #require(row(driver, 1).control as? Toggle).tap())
    #expect(try #require(row(driver, 2).control as? TextField).enter("grace"))
    #expect(try #require(row(driver, 4).control as? TextField).enter("G"))
    #expect(driver.state == Account(isPublic: true, handle: "grace", nickname: "G"))
    #expect(
      screenText(driver) == """
        Account

          1  Public    [on]
          2  Handle    [grace]
          3  PIN       [••••]
          4  Nickname  [G]

        """)
    #expect(driver.maskedTexts == ["1234"])
    driver.state = Account(isPublic: false, handle: "lin", pin: "9", nickname: nil)
    #expect(
      screenText(driver) == """
        Account

          1  Public    [off]
          2  Handle    [lin]
          3  PIN       [•]
          4  Nickname  [<none>]

        """)
    #expect(driver.maskedTexts == ["9"])
  }

  @Test func aDisabledRowKeepsItsControlsFromWriting() throws {
    let driver = FormDriver(initial: Account(), title: "Account", build: form)
    for number in 1...4 { row(driver, number).isEnabled = false }
    #expect(try #require(row(driver, 1).control as? Toggle).tap() == false)
    #expect(try #require(row(driver, 2).control as? TextField).enter("x") == false)
    #expect(driver.state == Account())
  }
}
