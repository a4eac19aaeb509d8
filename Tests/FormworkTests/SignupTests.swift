import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// The sign-up example driven through gestures: what a user keeps, and a submit once every
/// field is valid.
@Suite struct SignupTests {
  @Test func signupKeepsWhatTheUserTypedAndSubmitsOnceValid() async throws {
    let scheduler = ManualScheduler()
    let driver = FormDriver(
      initial: SignUp(), title: "Sign Up", scheduler: scheduler, build: signupForm)
    func field(_ number: Int) throws -> TextField {
      try #require(row(driver, number).control as? TextField)
    }
    try field(1).enter("admin")
    #expect(row(driver, 1).message == "checking…")
    #expect(driver.validationErrors.first?.description == "Username: checking…")
    await scheduler.settle()
    #expect(row(driver, 1).message == "admin is taken")
    try field(1).enter("bob")
    #expect(row(driver, 1).message == "checking…")
    await scheduler.settle()
    #expect(row(driver, 1).message == nil)
    try field(2).enter("bob@example.com")
    try field(3).enter("secret12")
    try field(4).enter("secret12")
    try field(5).enter("twelve")
    #expect(try field(5).text == "twelve")
    #expect(row(driver, 5).message == "Must be a number from 13 to 120")
    let terms = try #require(row(driver, 9).control as? Toggle)
    terms.tap()
    #expect(driver.validationErrors.map(\.description) == ["Age: Must be a number from 13 to 120"])
    #expect(row(driver, 10).tap())
    #expect(driver.state.createdAccount == nil)
    try field(5).enter("42")
    #expect(row(driver, 10).tap())
    var expected = SignUp()
    expected.username = "bob"
    expected.email = "bob@example.com"
    expected.password = "secret12"
    expected.confirmation = "secret12"
    expected.age = "42"
    expected.acceptsTerms = true
    expected.createdAccount = "bob"
    #expect(driver.state == expected)
    #expect(row(driver, 10).message == "Account created")
    #expect(row(driver, 10).messageKind == .confirmation)
  }

  @Test func thePasswordsChecklistTicksEachRuleAsItIsMet() throws {
    let driver = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    #expect(driver.state.passwordChecklist == nil)
    try driver.perform(.enter(row: 3, text: "abc"))
    #expect(driver.state.passwordChecklist == "Password: ✗ 8 characters or more  ✗ a digit")
    // The row shows the first error; every error of the field is there to list.
    #expect(row(driver, 3).message == "Must be at least 8 characters")
    #expect(
      driver.allErrors.filter { $0.field == "Password" }.map(\.message) == [
        "Must be at least 8 characters", "Must contain a digit",
      ])
    try driver.perform(.enter(row: 3, text: "abcdefgh"))
    #expect(driver.state.passwordChecklist == "Password: ✓ 8 characters or more  ✗ a digit")
    try driver.perform(.enter(row: 3, text: "abcdefg1"))
    #expect(driver.state.passwordChecklist == "Password: ✓ 8 characters or more  ✓ a digit")
    #expect(driver.topScreen.sections[0].footer == driver.state.passwordChecklist)
    #expect(driver.allErrors.filter { $0.field == "Password" }.isEmpty)
  }
}
