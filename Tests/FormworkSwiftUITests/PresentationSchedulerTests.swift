import Formwork
import FormworkExamples
import FormworkSwiftUI
import Testing

/// An asynchronous check's answer shows on a native screen as soon as it arrives.
@Suite struct PresentationSchedulerTests {
  @Test func aChecksAnswerShowsAtOnce() async throws {
    let manual = ManualScheduler()
    let driver = FormDriver(
      initial: SignUp(), title: "Sign Up", scheduler: PresentationScheduler(base: manual),
      build: signupForm)
    let presentation = FormPresentation(driver: driver)
    var changes = 0
    presentation.onChange = { changes += 1 }
    let username = try #require(topRow(presentation, "Username"))
    presentation.send(.type("admin"), to: username.id, onScreen: 0)
    #expect(driver.isChecking)
    let before = changes

    await manual.settle()
    #expect(!driver.isChecking)
    #expect(changes > before)
    #expect(
      topRow(presentation, "Username")?.message == FormRow.Message(text: "admin is taken"))
    #expect(driver.state.username == "admin")
  }

  /// Without it, the answer reaches the form but the presentation shows it only when asked.
  @Test func anotherSchedulersAnswerWaitsForARefresh() async throws {
    let manual = ManualScheduler()
    let driver = FormDriver(
      initial: SignUp(), title: "Sign Up", scheduler: manual, build: signupForm)
    let presentation = FormPresentation(driver: driver)
    let username = try #require(topRow(presentation, "Username"))
    presentation.send(.type("admin"), to: username.id, onScreen: 0)
    await manual.settle()
    #expect(topRow(presentation, "Username")?.message != FormRow.Message(text: "admin is taken"))
    presentation.refresh()
    #expect(
      topRow(presentation, "Username")?.message == FormRow.Message(text: "admin is taken"))
  }
}
