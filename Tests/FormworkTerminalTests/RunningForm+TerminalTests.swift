import Formwork
import FormworkExamples
import FormworkTerminal
import Testing

/// What the terminal adds to any running form: its screen as text in its own words, and how
/// leaving it ends the session.
@Suite struct RunningFormTerminalTests {
  @Test func leavingEndsAsSubmittedClosedOrQuit() throws {
    let signup: any RunningForm = FormDriver(
      initial: SignUp(), title: "Sign Up", build: signupForm)
    // Nothing changed: leaving a form with a submit button loses nothing, but it was not sent.
    #expect(signup.endingOnLeave() == .quit)
    try signup.perform(.enter(row: "Username", text: "ada"))
    #expect(signup.endingOnLeave() == .quit)
    // Changes saved as they are made (`--resume`) are not lost.
    #expect(signup.endingOnLeave(savesChanges: true) == .closed)
    // A form without a submit button closes whatever changed.
    let settings: any RunningForm = FormDriver(
      initial: Settings(), title: "Settings", build: settingsForm)
    try settings.perform(.tap(row: "Personal Hotspot"))
    try settings.perform(.toggle(row: 1))
    #expect(settings.isDirty)
    #expect(settings.endingOnLeave() == .closed)
  }

  @Test func aSubmittedFormEndsSubmittedUntilItChangesAgain() throws {
    let booking = try #require(Example.named("booking")).start()
    try booking.perform(.enter(row: "Name", text: "Ada"))
    let submit = try #require(booking.topScreen.visibleCells.last)
    #expect(submit.tap())
    #expect(booking.submitCount == 1)
    #expect(booking.endingOnLeave() == .submitted)
    try booking.perform(.enter(row: "Name", text: "Bo"))
    #expect(booking.endingOnLeave() == .quit)
  }

  @Test func theScreenIsDrawnInTheFormsOwnWords() throws {
    let german: any RunningForm = FormDriver(
      initial: Settings(), title: "Einstellungen", strings: FormStrings(locale: "de"),
      build: settingsForm)
    try german.perform(.tap(row: "Personal Hotspot"))
    let screen = german.render()
    #expect(screen.hasPrefix("Einstellungen › Personal Hotspot\n"))
    #expect(screen.contains("[an]"))
    #expect(!screen.contains("[on]"))
  }
}
