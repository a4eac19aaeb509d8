import Formwork
import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Foundation
import Testing

/// Whole REPL sessions over the sign-up example, compared byte for byte: the form refuses to
/// submit until every rule passes, shows each error on its row, and keeps what was typed.
/// Sessions that type a username run on a thread of their own (`transcriptOnItsOwnThread`):
/// the REPL blocks its thread while the username's check runs.
@Suite struct SignupTranscriptTests {
  private func signupSession() -> any RunningForm {
    FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
  }

  /// The lines of a piped session.
  private func commands(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
  }

  @Test func refusesToSubmitUntilEveryRulePasses() async {
    let session = signupSession()
    let transcript = await transcriptOnItsOwnThread(
      session,
      input: commands(
        "tap 10", "enter 1 Bob!", "enter 1 bob", "enter 2 bob@example", "enter 3 secret12",
        "enter 4 secret13", "tap 10", "enter 2 bob@example.com", "enter 4 secret12", "toggle 9",
        "tap 10", "state"))
    expectTranscript(transcript, "Signup/refusesToSubmitUntilEveryRulePasses")
    var expected = SignUp()
    expected.username = "bob"
    expected.email = "bob@example.com"
    expected.password = "secret12"
    expected.confirmation = "secret12"
    expected.acceptsTerms = true
    expected.createdAccount = "bob"
    #expect((session as? FormDriver<SignUp>)?.state == expected)
  }

  /// Once `errors` shows what to fix, the submit row's count follows the topics row: it
  /// counts while the row shows.
  @Test func topicsShowWithTheNewsletterAndCountOnlyWhileShown() {
    let session = signupSession()
    let transcript = Repl.transcript(
      session,
      input: commands(
        "errors", "toggle 8", "enter 9 swift, forms", "toggle 8", "toggle 9", "state"))
    expectTranscript(transcript, "Signup/topicsShowWithTheNewsletterAndCountOnlyWhileShown")
    var expected = SignUp()
    expected.topics = "swift, forms"
    expected.acceptsTerms = true
    #expect((session as? FormDriver<SignUp>)?.state == expected)
  }

  /// `errors` counts the fields to fix and lists every error of each: a short password
  /// without a digit has two.
  @Test func errorsListsWhatToFixAndShowsEachErrorOnItsRow() async {
    let session = signupSession()
    let transcript = await transcriptOnItsOwnThread(
      session,
      input: commands(
        "errors", "enter 5 12", "enter 1 bob", "enter 2 bob@example.com", "enter 3 pass",
        "errors", "enter 3 secret12", "enter 4 secret12", "toggle 9", "errors", "enter 5 ",
        "errors"))
    expectTranscript(transcript, "Signup/errorsListsWhatToFixAndShowsEachErrorOnItsRow")
    // Listing the errors changes no state: nothing was submitted.
    var expected = SignUp()
    expected.username = "bob"
    expected.email = "bob@example.com"
    expected.password = "secret12"
    expected.confirmation = "secret12"
    expected.acceptsTerms = true
    #expect((session as? FormDriver<SignUp>)?.state == expected)
  }

  @Test func changesListsTheFieldsChangedSinceTheStartOrTheLastSubmit() async {
    let session = signupSession()
    let transcript = await transcriptOnItsOwnThread(
      session,
      input: commands("changes", "enter 1 bob", "toggle 9", "changes"))
    let blocks = transcript.components(separatedBy: "> ")
    #expect(blocks[1].hasPrefix("changes\nNo changes.\n"))
    #expect(
      blocks[4].hasPrefix(
        """
        changes
        2 fields changed (* edited here):
          * Username
          * Accept Terms

        """))
    // Nothing else changed: the state is the initial one but for those two fields.
    var expected = SignUp()
    expected.username = "bob"
    expected.acceptsTerms = true
    #expect((session as? FormDriver<SignUp>)?.state == expected)
  }

  @Test func nextAndPrevMoveTheFocusMarker() throws {
    let session = signupSession()
    let interpreter = Interpreter(session: session)
    // With no focus yet, prev starts from the last field, next from the first.
    try interpreter.execute(line: "prev")
    #expect(session.focus?.title == "Accept Terms")
    #expect(throws: CommandError("no field after row 9 (Accept Terms); try 'prev'")) {
      try interpreter.execute(line: "next")
    }
    for _ in 0..<7 { try interpreter.execute(line: "prev") }
    #expect(session.focus?.title == "Username")
    #expect(throws: CommandError("no field before row 1 (Username); try 'next'")) {
      try interpreter.execute(line: "prev")
    }
    try interpreter.execute(line: "next")
    #expect(session.focus == FormFocus(path: ["Sign Up"], title: "Email", row: 2))
    let screen = session.render()
    #expect(screen.contains("\n  1  Username          [<letters, digits, _>]\n     ! Required\n"))
    #expect(screen.contains("\n▸ 2  Email             [<you@example.com>]\n"))
    try interpreter.execute(line: "prev")
    #expect(session.focus?.title == "Username")
    #expect((session as? FormDriver<SignUp>)?.state == SignUp())
  }
}
