import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// Text fields of every kind, optional text, and multi-line text areas.
@Suite struct TextTests {
  private struct Account: Equatable {
    var name = ""
    var email = "ada@example.com"
    var website: String?
    var phone = ""
    var password = "hunter2"
    var notes = ""
  }

  private var accountForm: Form<Account> {
    sections([
      section([
        controlCell(
          title: "Name", control: textField(keyPath: \.name, placeholder: "Name", kind: .name)),
        controlCell(title: "Email", control: textField(keyPath: \.email, kind: .email)),
        controlCell(
          title: "Website",
          control: textField(keyPath: \.website, placeholder: "https://", kind: .url)),
        controlCell(title: "Phone", control: textField(keyPath: \.phone, kind: .phone)),
        controlCell(title: "Password", control: textField(keyPath: \.password, kind: .password)),
        controlCell(title: "Notes", control: textArea(keyPath: \.notes, placeholder: "Notes")),
      ])
    ])
  }

  @Test func kindsTellRenderersMasking() throws {
    let driver = FormDriver(initial: Account(), title: "Account", build: accountForm)
    let fields = try (1...5).map { try #require(row(driver, $0).control as? TextField) }
    #expect(fields.map(\.kind) == [.name, .email, .url, .phone, .password])
    #expect(fields.map(\.isSecure) == [false, false, false, false, true])
    #expect(TextField().kind == .plain)
    #expect(
      screenText(driver) == """
        Account

          1  Name      [<Name>]
          2  Email     [ada@example.com]
          3  Website   [<https://>]
          4  Phone     []
          5  Password  [•••••••]
          6  Notes     [<Notes>]

        """)
  }

  @Test func handleAccountAndPostalCodeKindsOnlyChangeHowTextIsTyped() throws {
    struct Profile: Equatable { var handle = "", account = "", zip = "" }
    let form: Form<Profile> = sections([
      section([
        controlCell(title: "Twitter", control: textField(keyPath: \.handle, kind: .twitter)),
        controlCell(title: "Account", control: textField(keyPath: \.account, kind: .account)),
        controlCell(title: "Zip", control: textField(keyPath: \.zip, kind: .zipCode)),
      ])
    ])
    let driver = FormDriver(initial: Profile(), title: "Profile", build: form)
    let fields = try (1...3).map { try #require(row(driver, $0).control as? TextField) }
    #expect(fields.map(\.kind) == [.twitter, .account, .zipCode])
    #expect(fields.allSatisfy { !$0.isSecure })
    #expect(fields[0].enter("@ada"))
    #expect(fields[1].enter("ada_l"))
    #expect(fields[2].enter("sw1a 1aa"))
    #expect(driver.state == Profile(handle: "@ada", account: "ada_l", zip: "sw1a 1aa"))
  }

  @Test func optionalTextCommitsNilWhenEmpty() throws {
    let driver = FormDriver(initial: Account(), title: "Account", build: accountForm)
    let website = try #require(row(driver, 3).control as? TextField)
    #expect(website.enter("https://formwork.dev"))
    #expect(driver.state == Account(website: "https://formwork.dev"))
    #expect(website.textDescription == "[https://formwork.dev]")
    #expect(website.enter(""))
    #expect(driver.state == Account())
    #expect(website.textDescription == "[<https://>]")
    driver.state.website = "x.org"
    #expect(website.text == "x.org")
  }

  @Test func aGateRefusesTextAndTheRowKeepsIt() throws {
    let digits = ValidationRule<Account, String>.custom("Digits and spaces only") {
      $0.allSatisfy { $0.isNumber || $0 == " " }
    }
    let form: Form<Account> = sections([
      section([
        controlCell(
          title: "Phone",
          control: textField(keyPath: \.phone, kind: .phone, rules: [digits.gating()]))
      ])
    ])
    let driver = FormDriver(initial: Account(), title: "Account", build: form)
    let phone = try #require(row(driver, 1).control as? TextField)
    #expect(!phone.enter("call me"))
    #expect(phone.text == "call me")
    #expect(row(driver, 1).message == "Digits and spaces only")
    #expect(driver.state == Account())
    #expect(driver.validationErrors.map(\.description) == ["Phone: Digits and spaces only"])
    #expect(phone.enter("555 0100"))
    #expect(driver.state == Account(phone: "555 0100"))
    #expect(row(driver, 1).message == nil)
    // A refused entry leaves state alone; a change from outside replaces the kept text.
    #expect(!phone.enter("x"))
    #expect(driver.state == Account(phone: "555 0100"))
    driver.state.phone = "555 0199"
    #expect(phone.text == "555 0199")
    #expect(driver.validationErrors == [])
  }

  @Test func textAreaTakesSeveralLines() throws {
    let driver = FormDriver(initial: Account(), title: "Account", build: accountForm)
    let notes = try #require(row(driver, 6).control as? TextArea)
    #expect(notes.enter(#"Dear Ada,\nthanks.\\n stays"#))
    #expect(driver.state == Account(notes: "Dear Ada,\nthanks.\\n stays"))
    #expect(notes.lines == ["Dear Ada,", #"thanks.\n stays"#])
    #expect(
      screenText(driver) == """
        Account

          1  Name      [<Name>]
          2  Email     [ada@example.com]
          3  Website   [<https://>]
          4  Phone     []
          5  Password  [•••••••]
          6  Notes     [Dear Ada,↵thanks.\\n stays]

        """)
    #expect(notes.enter("one\ntwo\\"))
    #expect(driver.state.notes == "one\ntwo\\")
    driver.state.notes = ""
    #expect(notes.textDescription == "[<Notes>]")
  }

  @Test func disabledTextAreaRefusesInput() throws {
    let driver = FormDriver(initial: Account(), title: "Account", build: accountForm)
    row(driver, 6).isEnabled = false
    let notes = try #require(row(driver, 6).control as? TextArea)
    #expect(!notes.enter("hello"))
    #expect(driver.state == Account())
    #expect(notes.text == "")
  }
}
