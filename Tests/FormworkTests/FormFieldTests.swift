import FormworkTestSupport
import Testing

@testable import Formwork

/// A field judges the state: every error of its value, in order; what its row shows follows
/// the form's input (edited, finished, a submit tried) and its timing.
@Suite struct FormFieldTests {
  private struct Account: Equatable {
    var name = ""
    var password = ""
  }

  private var form: Form<Account> {
    sections([
      section([
        controlCell(title: "Name", control: textField(keyPath: \.name)),
        controlCell(
          title: "Password",
          control: textField(
            keyPath: \.password, kind: .password,
            rules: [
              .required(), .minLength(8, message: "Use 8 characters or more"),
              .matches(".*[0-9].*", message: "Use a digit"),
            ])),
      ])
    ])
  }

  /// Every error of a field, in order: a checklist of what a password still needs.
  @Test func aFieldGivesEveryErrorInOrder() throws {
    let driver = FormDriver(initial: Account(), title: "Account", build: form)
    #expect(
      driver.allErrors.map(\.message) == [
        "Required"
      ])
    let field = try #require(passwordField(driver))
    #expect(field.enter("abc"))
    #expect(driver.state.password == "abc")
    #expect(
      driver.allErrors.map(\.description) == [
        "Password: Use 8 characters or more", "Password: Use a digit",
      ])
    #expect(driver.validationErrors.map(\.description) == ["Password: Use 8 characters or more"])
    #expect(field.enter("abcdefgh1"))
    #expect(driver.allErrors == [])
  }

  /// The default timing does not nag: quiet while the user types, shown once editing ends,
  /// then as they type.
  @Test func errorsShowOnceEditingEndsThenAsYouType() throws {
    let driver = FormDriver(initial: Account(), title: "Account", build: form)
    let field = try #require(passwordField(driver))
    #expect(field.edit("a"))
    #expect(driver.state.password == "a")
    #expect(row(driver, 2).message == nil)
    #expect(driver.validationErrors.map(\.message) == ["Use 8 characters or more"])
    field.endEditing()
    #expect(row(driver, 2).message == "Use 8 characters or more")
    #expect(field.edit("abcdefghi"))
    #expect(row(driver, 2).message == "Use a digit")
    #expect(field.edit(""))
    #expect(row(driver, 2).message == "Required")
  }

  /// Each timing, per field or for the whole form.
  @Test func eachTimingShowsErrorsWhenItSays() throws {
    for timing in ValidationTiming.allCases {
      let driver = FormDriver(initial: Account(), title: "Account", timing: timing, build: form)
      let field = try #require(passwordField(driver))
      var shown: [Bool] = []
      field.edit("a")
      shown.append(row(driver, 2).message != nil)
      field.endEditing()
      shown.append(row(driver, 2).message != nil)
      field.edit("ab")
      shown.append(row(driver, 2).message != nil)
      driver.validate()
      shown.append(row(driver, 2).message != nil)
      let expected: [Bool]
      switch timing {
      case .onChange: expected = [true, true, true, true]
      case .onEndEditing: expected = [false, true, false, false]
      case .onSubmit: expected = [false, false, false, true]
      case .onTouched: expected = [false, true, true, true]
      }
      #expect(shown == expected, "\(timing)")
    }
  }

  private func passwordField(_ driver: FormDriver<Account>) -> TextField? {
    row(driver, 2).control as? TextField
  }
}
