// The example of the "Testing forms" article (FormworkTesting.docc), verbatim, so it keeps
// compiling and passing.
import Formwork
import FormworkExamples
import FormworkTesting
import Testing

struct Account: Equatable {
  var name = ""
  var newsletter = false {
    didSet { if !newsletter { email = "" } }  // no address kept without the newsletter
  }
  var email = ""

  var newsletterFooter: String? { newsletter ? "One email a month." : nil }
}

var accountForm: Form<Account> {
  sections([
    section([
      controlCell(title: "Name", control: textField(keyPath: \.name, placeholder: "Your name"))
    ]),
    section(
      [controlCell(title: "Newsletter", control: toggle(keyPath: \.newsletter))],
      footer: \.newsletterFooter),
    section([nestedTextField(title: "Email", keyPath: \.email)], isVisible: \.newsletter),
  ])
}

@Suite struct AccountFormTests {
  @Test func subscribing() {
    let tester = FormTester(initial: Account(), title: "Account", form: accountForm)
    #expect(tester.enter("Ann", in: "Name"))
    #expect(tester.toggle("Newsletter"))
    #expect(tester.tap("Email"))
    #expect(tester.enter("ann@example.com", in: "Email"))
    #expect(tester.back())
    #expect(
      tester.screen == """
        Account

          1  Name        [Ann]

          2  Newsletter  [on]
             One email a month.

          3  Email       ann@example.com  ›

        """)
    #expect(tester.state == Account(name: "Ann", newsletter: true, email: "ann@example.com"))
    #expect(!tester.back())  // the root screen: refused, nothing changes
  }

  @Test func randomWalks() {
    RandomWalker(initial: Account(), title: "Account", form: accountForm)
      .invariant("no email without the newsletter") { $0.newsletter || $0.email.isEmpty }
      .check(walks: 300, steps: 50, seed: 1)
  }
}

// Not in the README: the report it shows, from the same form without the `didSet`.
@Suite struct ReadmeFailureReportTests {
  struct LooseAccount: Equatable {
    var name = ""
    var newsletter = false
    var email = ""

    var newsletterFooter: String? { newsletter ? "One email a month." : nil }
  }

  var looseAccountForm: Form<LooseAccount> {
    sections([
      section([
        controlCell(title: "Name", control: textField(keyPath: \.name, placeholder: "Your name"))
      ]),
      section(
        [controlCell(title: "Newsletter", control: toggle(keyPath: \.newsletter))],
        footer: \.newsletterFooter),
      section([nestedTextField(title: "Email", keyPath: \.email)], isVisible: \.newsletter),
    ])
  }

  @Test func aRuleTheFormBreaks() throws {
    let walker = RandomWalker(initial: LooseAccount(), title: "Account", form: looseAccountForm)
      .invariant("no email without the newsletter") { $0.newsletter || $0.email.isEmpty }
    let failure = try #require(walker.firstFailure(walks: 300, steps: 50, seed: 1))
    #expect(
      failure.description == """
        Random walk with seed 0x491718DE357E3DA8 failed at step 48: \
        invariant "no email without the newsletter" does not hold.
        Shrunk to 5 steps; replay them on Account with FormTester.run(_:):
            toggle 2
            tap 3
            edit 1 日本語のテキスト
            back
            toggle 2
        The state:
            ▿ FormworkTestingTests.ReadmeFailureReportTests.LooseAccount
              - name: ""
              - newsletter: false
              - email: "日本語のテキスト"

        """)
  }
}

// README.md's exhaustive examples: the exploration of the settings form, the sign-up form to
// depth 3, and the form with a dead row the lint finds.
struct Table: Hashable {
  var guests = 2
}

var tableForm: Form<Table> {
  sections([
    section([
      controlCell(title: "Guests", control: stepper(keyPath: \.guests, range: 1...8)),
      // Dead on purpose: the stepper never goes past 8.
      disabled(buttonCell(title: "Private room") { _ in }, when: { $0.guests <= 8 }),
    ])
  ])
}

@Suite struct ReadmeExplorationTests {
  @Test func settingsExplored() {
    let report = FormExplorer(initial: Settings(), title: "Settings", form: settingsForm)
      .check(depth: 4)
    #expect(report.configurations == 47)
    #expect(report.unreachable.isEmpty)
  }

  // README.md's exploration a CI job can afford, verbatim.
  @Test func signUpWithinThreeGestures() {
    var explorer = FormExplorer(initial: SignUp(), title: "Sign Up", form: signupForm)
    explorer.texts = ["ann42@example.com"]
    let report = explorer.check(depth: 3)  // no rule broken, no screen inconsistent
    #expect(report.stoppedBy == .depth)    // every route of 3 gestures was taken
    // What the README says it visits.
    #expect(report.configurations == 2_424)
  }

  @Test func noDeadRows() {
    let report = FormExplorer(initial: Table(), title: "Table", form: tableForm).explore(depth: 3)
    #expect(report.unreachable == ["never enabled: Table › Private room"])
  }
}
