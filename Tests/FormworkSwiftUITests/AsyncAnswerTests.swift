import Formwork
import FormworkExamples
import FormworkSwiftUI
import Testing

/// An asynchronous check's answer shows on a native screen as soon as it arrives, whatever
/// scheduler runs it.
@Suite struct AsyncAnswerTests {
  @Test func aChecksAnswerShowsAtOnce() async throws {
    let manual = ManualScheduler()
    let driver = FormDriver(
      initial: SignUp(), title: "Sign Up", scheduler: manual, build: signupForm)
    let presentation = FormPresentation(driver: driver)
    var changes = 0
    presentation.onChange = { changes += 1 }
    let username = try #require(topRow(presentation, "Username"))
    presentation.send(.commit("admin"), to: username.id, onScreen: 0)
    #expect(driver.isChecking)
    #expect(topRow(presentation, "Username")?.message?.text == "checking…")
    let before = changes

    await manual.settle()
    #expect(!driver.isChecking)
    #expect(changes > before)
    #expect(
      topRow(presentation, "Username")?.message == FormRow.Message(text: "admin is taken"))
    #expect(driver.state.username == "admin")
  }

  /// A presentation made from a form alone hears nothing: it shows the answer when asked.
  @Test func aFormWithoutItsDriverWaitsForARefresh() async throws {
    let manual = ManualScheduler()
    let driver = FormDriver(
      initial: SignUp(), title: "Sign Up", scheduler: manual, build: signupForm)
    let presentation = FormPresentation(form: driver)
    let username = try #require(topRow(presentation, "Username"))
    presentation.send(.commit("admin"), to: username.id, onScreen: 0)
    await manual.settle()
    #expect(topRow(presentation, "Username")?.message != FormRow.Message(text: "admin is taken"))
    presentation.refresh()
    #expect(
      topRow(presentation, "Username")?.message == FormRow.Message(text: "admin is taken"))
  }
}
