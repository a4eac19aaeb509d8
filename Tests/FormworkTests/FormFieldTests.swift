import Testing

@testable import Formwork

/// A field keeps what only checked, refused, messaged or asynchronously checked fields need
/// in one side object, made when first needed: a control's plain field never makes it, so a
/// big form of plain rows pays for none.
@Suite struct FormFieldTests {
  private struct Person: Equatable {
    var name = ""
    var nickname = ""
  }

  @Test func aPlainFieldMakesNoSideObjectAndAValidatedOneDoes() throws {
    let form: Form<Person> = sections([
      section([
        controlCell(title: "Name", control: textField(keyPath: \.name)),
        controlCell(
          title: "Nickname", control: textField(keyPath: \.nickname, rules: [.maxLength(4)])),
      ])
    ])
    let driver = FormDriver(initial: Person(), title: "Person", build: form)
    let name = try #require(driver.topScreen.visibleCells[0].control as? TextField)
    let nickname = try #require(driver.topScreen.visibleCells[1].control as? TextField)
    #expect(name.enter("Ada"))
    #expect(!nickname.enter("too long"))
    _ = driver.validationErrors
    let plain = try #require(driver.fields.field(at: \Person.name) as? FormField<Person, String>)
    let checked = try #require(
      driver.fields.field(at: \Person.nickname) as? FormField<Person, String>)
    #expect(!plain.hasSideObject)
    #expect(checked.hasSideObject)
    #expect(checked.refusedValue == "too long")
    #expect(
      driver.validationErrors.map(\.description) == ["Nickname: Must be at most 4 characters"])
  }
}
