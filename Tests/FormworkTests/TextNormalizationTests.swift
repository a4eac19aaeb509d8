import Formwork
import FormworkTestSupport
import Testing

/// What was typed is tidied when editing ends, as the control says: the state holds the text
/// as typed while the user types, and the tidied text once editing ends.
@Suite struct TextNormalizationTests {
  struct Contact: Equatable {
    var email = ""
    var nickname: String? = "Al"
    var notes = ""
  }

  var form: Form<Contact> {
    sections([
      section([
        controlCell(
          title: "Email",
          control: textField(
            keyPath: \.email, kind: .email, rules: [.email()],
            normalizing: .trimmed.then(.lowercased))),
        controlCell(
          title: "Nickname", control: textField(keyPath: \.nickname, normalizing: .trimmed)),
        controlCell(title: "Notes", control: textArea(keyPath: \.notes)),
      ])
    ])
  }

  @Test func typedTextIsTidiedWhenEditingEnds() throws {
    let driver = FormDriver(initial: Contact(), title: "Contact", build: form)
    try driver.perform(.edit(row: 1, text: " Ada@Example.COM "))
    #expect(driver.state.email == " Ada@Example.COM ")
    try driver.perform(.endEditing(row: 1))
    #expect(driver.state.email == "ada@example.com")
    #expect(
      screenText(driver) == """
        Contact

          1  Email     [ada@example.com]
          2  Nickname  [Al]
          3  Notes     []

        """)
    // Entered whole, the text is tidied at once; spaces alone leave an optional `nil`.
    try driver.perform(.enter(row: 1, text: "  BOB@EXAMPLE.COM"))
    try driver.perform(.enter(row: 2, text: "   "))
    try driver.perform(.enter(row: 3, text: "  as typed  "))
    #expect(driver.state == Contact(email: "bob@example.com", nickname: nil, notes: "  as typed  "))
  }

  /// The rules judge the tidied text: an address typed with spaces around it passes once
  /// editing ends.
  @Test func rulesJudgeTheTidiedText() throws {
    let driver = FormDriver(initial: Contact(), title: "Contact", build: form)
    try driver.perform(.enter(row: 1, text: " ada@example.com "))
    #expect(driver.validationErrors.isEmpty)
    try driver.perform(.undo)
    #expect(driver.state == Contact())
  }
}
