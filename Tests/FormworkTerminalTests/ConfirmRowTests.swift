import Formwork
import FormworkTerminal
import Testing

/// A yes-or-no row (`confirmCell`) in the terminal front ends: known by its role, not its
/// titles. `y` and `n` answer it on the full screen and the plain modes ask `(Y/n)`, with
/// labels of the tool's own or in German; two options merely titled Yes and No are a
/// choice like any other.
@Suite struct ConfirmRowTests: InteractiveFormSuite {
  private struct Setup: Equatable {
    var open = false
    var lookalike = true
  }

  private var form: Form<Setup> {
    sections([
      section([
        confirmCell(title: "Open source?", keyPath: \.open, yes: "Open", no: "Closed"),
        controlCell(
          title: "Lookalike",
          control: segmentedControl(
            keyPath: \.lookalike, options: [true, false], optionTitle: { $0 ? "Yes" : "No" })),
      ])
    ])
  }

  @Test func yAndNAnswerAConfirmWhateverItsLabels() {
    let form = InteractiveForm(
      session: FormDriver(initial: Setup(), title: "Setup", build: self.form))
    press(form, .text("y"))
    #expect(state(form, Setup.self) == Setup(open: true, lookalike: true))
    #expect(
      screen(form, width: 60, height: 7) == """
        Setup

        ❯ 1  Open source?  [*Open*|Closed]
          2  Lookalike     [*Yes*|No]


        y/n answer · ←→ choose · ↑↓ move · q quit · / filter
        """)
    // Two options titled Yes and No are a choice: n does nothing there.
    press(form, .down, .text("n"))
    #expect(state(form, Setup.self) == Setup(open: true, lookalike: true))
    #expect(
      screen(form, width: 60, height: 7) == """
        Setup

          1  Open source?  [*Open*|Closed]
        ❯ 2  Lookalike     [*Yes*|No]

        n does nothing here; the keys it takes are below
        ←→ choose · ↑↓ move · q quit · / filter · ctrl-z undo
        """)
    press(form, .up, .text("n"))
    #expect(state(form, Setup.self) == Setup(open: false, lookalike: true))
  }

  @Test func thePlainModesAskAConfirmAsYesOrNoInAnyLanguage() throws {
    var transcript = ""
    let answered = try Prompt.run(
      form, initial: Setup(), title: "Setup",
      options: .answering("y\n2\n") { transcript += $0 })
    #expect(answered == Setup(open: true, lookalike: false))
    #expect(
      transcript == """
        Open source? (y/N) y
        Lookalike: Yes. Options: 1 Yes, 2 No. Which? 2

        """)
    let german = FormDriver(
      initial: Setup(), title: "Setup", strings: FormStrings(locale: "de"),
      build: sections([section([confirmCell(title: "Git?", keyPath: \Setup.open)])]))
    let spoken = AccessibleForm.transcript(german, input: "y\n\n")
    #expect(german.state.open)
    #expect(
      spoken == """
        Setup. Beantworten Sie jede Frage; eine leere Antwort behält den Wert; ? für Hilfe.
        Git? (y/N) y
        Das war die letzte Zeile von Setup. Enter zum Beenden, eine Zeilennummer, um zu ihr \
        zurückzugehen, oder ? für Hilfe:\u{20}

        """)
  }
}
