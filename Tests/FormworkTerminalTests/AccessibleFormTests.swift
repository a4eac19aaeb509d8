import Formwork
import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Foundation
import Testing

/// The accessible front end: one plain question a line, no escape sequences, whole sessions
/// compared with the state they leave.
@Suite struct AccessibleFormTests {
  private func session(_ name: String) -> any RunningForm {
    (Example.named(name) ?? examples[0]).start()
  }

  @Test func settingsIsAskedRowByRowIntoItsScreensAndBack() {
    let session = session("settings")
    let transcript = AccessibleForm.transcript(session, input: "y\nn\n\ny\n2\n\n\n")
    #expect(
      transcript == """
        Settings. Answer each question; an empty answer keeps the value; ? for help.
        Personal Hotspot: On. Open it? (y/n): y
        Settings › Personal Hotspot
        Personal Hotspot: on. On? (y/n): n
        Password: hello. Open it? (y/n):\u{20}
        Network Name: my network. Open it? (y/n): y
        Settings › Personal Hotspot › Network Name
        Network Name: 'my network'. New value? 2
        Back to Settings › Personal Hotspot.
        Notification: Always. Open it? (y/n):\u{20}
        Back to Settings.
        That was the last row of Settings. Press Enter to finish, a row number to go back to it, or ? for help:\u{20}

        """)
    var expected = Settings()
    expected.hotspot.isEnabled = false
    expected.hotspot.networkName = "2"
    #expect((session as? FormDriver<Settings>)?.state == expected)
    #expect(!transcript.contains("\u{1B}"))
  }

  // NB: signup's username check waits for its answer before the next question; the session
  // runs on a thread of its own, so the check has one of Swift's shared threads to run on.
  @Test func anAnswerWithAProblemIsAskedAgainAndASubmitSaysItWorked() async {
    let session = session("signup")
    let transcript =
      await onItsOwnThread {
        AccessibleForm.transcript(
          session, input: "ab\nbob\nbob@example.com\nsecret12\nsecret12\n\n\n\n\ny\ny\n\n")
      } ?? ""
    #expect(
      transcript.hasPrefix(
        """
        Sign Up. Answer each question; an empty answer keeps the value; ? for help.
        Username (3 to 16 lowercase letters, digits or _; checked as you type): empty. New value? ab
        ! Must be at least 3 characters
        Username (3 to 16 lowercase letters, digits or _; checked as you type): 'ab'. New value? bob
        ⋯ checking…
        Email: empty. New value? bob@example.com
        Password (8 characters or more, a digit): empty. New value? secret12
        Confirm Password: empty. New value? secret12

        """))
    #expect(
      transcript.contains(
        "Accept Terms: off. On? (y/n): y\nCreate Account. Press it? (y/n): y\n✓ Account created\n"))
    #expect((session as? FormDriver<SignUp>)?.state.createdAccount == "bob")
    #expect(session.submitCount == 1)
  }

  @Test func anEmptyTodoListIsNotSavedAndSaysWhy() {
    let session = FormDriver(initial: TodoList(todos: []), title: "To Do", build: todosForm)
    let transcript = AccessibleForm.transcript(session, input: "\ny\nMilk\ny\ny\n")
    // NB: the refusal names the list, and the row to fix, the list's own, is read next with
    // why; an item added, the list's row is gone and the save goes through.
    #expect(
      transcript == """
        To Do. Answer each question; an empty answer keeps the value; ? for help.
        New Item: empty. New value?\u{20}
        Add (disabled: type the new item first)
        Save. Press it? (y/n): y
        ! Fix before submitting: To Do
        To Do
        ! Add at least one item
        New Item: empty. New value? Milk
        Add. Press it? (y/n): y
        Save. Press it? (y/n): y
        ✓ Saved
        That was the last row of To Do. Press Enter to finish, a row number to go back to it, or ? for help:\u{20}

        """)
    #expect(session.state.todos.map(\.title) == ["Milk"])
    #expect(session.state.draft == "")
    #expect(session.submitCount == 1)
  }

  @Test func aServerAnswerIsSaidAndTheFieldToFixAskedAgain() async {
    let session = session("checkout")
    let input = [
      "Ada", "ada@example.com", "n", "y", "1 Main St", "Springfield", "y", "4242424242420002",
      "y", "9 Elm", "X", "y", "SAVE10", "y", "SUMMER", "y", "1234123412341234", "", "", "y",
    ].map { $0 + "\n" }.joined()
    let transcript = await onItsOwnThread { AccessibleForm.transcript(session, input: input) } ?? ""
    let tail = transcript.components(separatedBy: "Coupon: empty.").last ?? ""
    #expect(
      tail == """
         New value? SAVE10
        Place Order. Press it? (y/n): y
        ⋯ submitting…
        ! Fix first: Payment › Coupon
        ! Coupon: This coupon has expired
        Coupon: 'SAVE10'. New value? SUMMER
        Place Order. Press it? (y/n): y
        ⋯ submitting…
        ! Your card was declined
        Card (the 16 digits on the front, no spaces): '4242424242420002'. New value? 1234123412341234
        Billing Address: 9 Elm, X. Open it? (y/n):\u{20}
        Coupon: 'SUMMER'. New value?\u{20}
        Place Order. Press it? (y/n): y
        ⋯ submitting…
        ✓ Order placed
        Back to Contact › Shipping.
        Back to Contact.
        That was the last row of Contact. Press Enter to finish, a row number to go back to it, or ? for help:\u{20}

        """)
    #expect(session.submitCount == 1)
  }

  @Test func pickersAndCheckBoxesAreOneQuestionEach() {
    let session = session("catalog")
    let transcript = AccessibleForm.transcript(
      session, input: "n\nn\nn\ny\nlarge\ny\n\ny\n1 3\n?\ny\nback\nquit\n")
    #expect(
      transcript.contains(
        """
        Catalog › Choices
        Size: Medium. Options: 1 Small, 2 Medium, 3 Large. Which? large
        Crust: Thin. Options: 1 Thin, 2 Thick, 3 Stuffed. Which? y
        There is no option 'y'.
        Crust: Thin. Options: 1 Thin, 2 Thick, 3 Stuffed. Which?\u{20}
        Toppings: None. Open it? (y/n): y
        Catalog › Choices › Toppings
        Toppings: none. Options: 1 Mushrooms, 2 Olives, 3 Basil. Numbers to check or uncheck? 1 3
        Back to Catalog › Choices.
        Extra cheese: not checked. Checked? (y/n): ?
        Answers: the value (an empty answer keeps it); y or n; an option's number or title.
        """))
    var expected = Catalog()
    expected.size = .large
    expected.toppings = [.mushrooms, .basil]
    expected.extraCheese = true
    #expect((session as? FormDriver<Catalog>)?.state == expected)
  }

  @Test func leavingAsksOnlyWhenUnsubmittedChangesWouldBeLost() async {
    let unsubmitted = session("signup")
    var output = ""
    let form = AccessibleForm(session: unsubmitted) {
      output += $0
      return true
    }
    form.echoesAnswers = true
    let reader = LineReader(bytes: Array("bob\nquit\nn\nquit\ny\n".utf8))
    #expect(await onItsOwnThread { form.run(reader) } == .quit)
    #expect(
      output.components(separatedBy: "Quit without submitting? Your changes will be lost. (y/n): ")
        .count == 3)
    // a form with nothing to submit leaves at once
    let settings = session("settings")
    #expect(AccessibleForm.transcript(settings, input: "quit\n").hasSuffix("(y/n): quit\n"))
  }
}
