import FormworkTestSupport
import Testing

@testable import Formwork

/// A yes-or-no question (`Confirm.swift`): its options read Yes and No in the form's
/// language, or the labels given; its role says what it is, whatever they read; choosing
/// writes the Bool.
@Suite struct ConfirmTests {
  private struct Setup: Equatable {
    var git = true
    var open = false
  }

  private var form: Form<Setup> {
    sections([
      section([
        confirmCell(title: "Initialize git?", keyPath: \.git),
        confirmCell(title: "Licence", keyPath: \.open, yes: "Open", no: "Closed", hint: "MIT"),
      ])
    ])
  }

  @Test func aConfirmIsAYesOrNoRowWhateverItsLabels() throws {
    let driver = FormDriver(initial: Setup(), title: "Setup", build: form)
    #expect(
      screenText(driver) == """
        Setup

          1  Initialize git?  [*Yes*|No]
          2  Licence          [Open|*Closed*]

        """)
    #expect(row(driver, 1).role == .yesOrNo && row(driver, 2).role == .yesOrNo)
    #expect(row(driver, 2).hint == "MIT")
    try driver.perform(.select(row: 1, option: .number(2)))
    try driver.perform(.select(row: 2, option: .title("Open")))
    #expect(driver.state == Setup(git: false, open: true))
    #expect(
      screenText(driver) == """
        Setup

          1  Initialize git?  [Yes|*No*]
          2  Licence          [*Open*|Closed]

        """)
  }

  @Test func theOptionsReadInTheFormsLanguage() {
    let driver = FormDriver(
      initial: Setup(), title: "Setup", strings: FormStrings(locale: "de"), build: form)
    let control = row(driver, 1).control as? SegmentedControl
    #expect(control?.optionTitles == ["Ja", "Nein"])
    #expect((row(driver, 2).control as? SegmentedControl)?.optionTitles == ["Open", "Closed"])
  }
}
