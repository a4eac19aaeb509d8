import Formwork
import FormworkExamples
import FormworkTerminal
import Testing

/// Prompts for command-line tools: the front end the environment picks, and questions and
/// forms answered one a line, compared as whole transcripts with what they return.
@Suite struct PromptTests {
  private enum Colour: String, CaseIterable, Equatable { case red, green, blue }

  @Test func theEnvironmentPicksTheFrontEnd() {
    func mode(_ input: Bool, _ output: Bool, _ variables: [String: String]) -> PromptMode {
      PromptEnvironment(inputIsTerminal: input, outputIsTerminal: output, variables: variables)
        .mode
    }
    #expect(mode(true, true, ["TERM": "xterm"]) == .fullScreen)
    #expect(mode(true, true, ["TERM": "dumb"]) == .lines)
    #expect(mode(false, true, ["TERM": "xterm"]) == .lines)
    #expect(mode(true, false, ["TERM": "xterm"]) == .lines)
    #expect(mode(true, true, ["ACCESSIBLE": "1"]) == .accessible)
    #expect(mode(false, true, ["ACCESSIBLE": "yes"]) == .accessible)
    #expect(mode(true, true, ["ACCESSIBLE": "0"]) == .fullScreen)
    #expect(mode(true, true, ["ACCESSIBLE": ""]) == .fullScreen)
  }

  @Test func colourIsForTheFullScreenUnlessNoColourIsSet() {
    func style(_ variables: [String: String], input: Bool = true) -> ScreenStyle {
      PromptEnvironment(inputIsTerminal: input, outputIsTerminal: true, variables: variables)
        .style
    }
    #expect(style(["TERM": "xterm"]) == .ansi)
    #expect(style(["TERM": "xterm", "NO_COLOR": "1"]) == .plain)
    #expect(style(["TERM": "dumb"]) == .plain)
    #expect(style(["TERM": "xterm"], input: false) == .plain)
    #expect(style(["TERM": "xterm", "ACCESSIBLE": "1"]) == .plain)
  }

  @Test func aThemeSetsColoursAndSymbolsAndNoColourKeepsOnlyItsSymbols() {
    let theme = ScreenTheme(
      title: .init(foreground: .magenta, isBold: true), cursor: ">", done: "+")
    func options(_ variables: [String: String]) -> Prompt.Options {
      var options = Prompt.Options(
        environment: PromptEnvironment(
          inputIsTerminal: true, outputIsTerminal: true, variables: variables))
      options.theme = theme
      return options
    }
    #expect(options(["TERM": "xterm"]).resolvedStyle == .themed(theme))
    let noColour = options(["TERM": "xterm", "NO_COLOR": "1"]).resolvedStyle
    #expect(noColour == .themed(theme.withoutColors))
    let driver = FormDriver(initial: Project(), title: "New project", build: scaffoldForm)
    let coloured = InteractiveForm(session: driver, style: .themed(theme))
    #expect(
      coloured.frame(width: 60, height: 20).lines[0]
        == "\u{1B}[1;35mNew project\u{1B}[0m" + String(repeating: " ", count: 49))
    var named = Project()
    named.name = "my-app"
    let plain = InteractiveForm(
      session: FormDriver(initial: named, title: "New project", build: scaffoldForm),
      style: noColour)
    plain.showsHelpBar = false
    #expect(
      plain.frame(width: 60, height: 16).text == """
        New project

          1  A new Swift package
             Create checks the name, then prints the answers as
               JSON.
        > 2  Name             [my-app]
          3  Template         executable  ›
          4  Features         tests  ›
          5  Licence          MIT  ›
          6  Initialize git?  [*Yes*|No]
          7  Email            [<optional>]
          8  Description      [<optional>]

          ── Summary ──
        ↓ 3 more
        """)
    var written = ""
    let spinner = PromptSpinner(
      "Creating", mode: .lines,
      output: {
        written += $0
        return true
      }, theme: theme)
    spinner.finish("Created")
    #expect(written == "Creating…\n+ Created\n")
  }

  @Test func everyErrorHasItsOwnExitStatus() {
    let statuses: [PromptError: Int32] = [
      .cancelled: 130, .quit: 3, .inputEnded: 4, .notATerminal: 5,
    ]
    for (error, status) in statuses { #expect(error.exitStatus == status) }
    #expect(Set(statuses.values).count == statuses.count)
  }

  @Test func aTextIsAskedAgainUntilItsRulesPass() throws {
    var transcript = ""
    let name = try Prompt.text(
      "Project name",
      rules: [.required(), .matches("[a-z][a-z0-9-]*", message: "a-z, 0-9 or -")],
      options: .answering("\nMy App\nmy-app\n") { transcript += $0 })
    #expect(name == "my-app")
    #expect(
      transcript == """
        Project name: empty. New value?\u{20}
        ! Required
        Project name: empty. New value? My App
        ! a-z, 0-9 or -
        Project name: 'My App'. New value? my-app

        """)
  }

  @Test func anEmptyAnswerKeepsTheTextItStartsFrom() throws {
    var transcript = ""
    let name = try Prompt.text(
      "Project name", initial: "demo", options: .answering("\n") { transcript += $0 })
    #expect(name == "demo")
    #expect(transcript == "Project name: 'demo'. New value? \n")
  }

  @Test func aConfirmIsAskedYesOrNoWithItsDefaultInCapitals() throws {
    var transcript = ""
    let yes = try Prompt.confirm(
      "Initialize git?", options: .answering("maybe\ny\n") { transcript += $0 })
    #expect(yes)
    #expect(
      transcript == """
        Initialize git? (y/N) maybe
        Answer y or n, or press Enter to keep it.
        Initialize git? (y/N) y

        """)
    transcript = ""
    let kept = try Prompt.confirm(
      "Overwrite", initial: true, options: .answering("\n") { transcript += $0 })
    #expect(kept)
    #expect(transcript == "Overwrite? (Y/n) \n")
  }

  @Test func aSelectTakesANumberOrATitle() throws {
    var transcript = ""
    let colour = try Prompt.select(
      "Colour", from: Colour.allCases, choiceTitle: \.rawValue,
      options: .answering("5\nbl\n") { transcript += $0 })
    #expect(colour == .blue)
    #expect(
      transcript == """
        Colour: red. Options: 1 red, 2 green, 3 blue. Which? 5
        There is no option '5'.
        Colour: red. Options: 1 red, 2 green, 3 blue. Which? bl

        """)
  }

  @Test func aMultiSelectTakesNumbersAndKeepsTheChoicesOrder() throws {
    var transcript = ""
    let colours = try Prompt.multiSelect(
      "Colours", from: Colour.allCases, initial: [.green], choiceTitle: \.rawValue,
      options: .answering("3 2 1\n") { transcript += $0 })
    #expect(colours == [.red, .blue])
    #expect(
      transcript == """
        Colours: green. Options: 1 red, 2 green, 3 blue. Numbers to check or uncheck? 3 2 1

        """)
  }

  @Test func answersThatEndTooSoonThrow() {
    var transcript = ""
    #expect(throws: PromptError.inputEnded) {
      _ = try Prompt.text(
        "Name", rules: [.required()], options: .answering("\n") { transcript += $0 })
    }
    #expect(transcript == "Name: empty. New value? \n! Required\nName: empty. New value? \n")
  }

  // NB: on the main thread: the scaffold's submit is sent and waited for, blocking.
  @MainActor @Test func aWholeFormIsAnsweredOneALineAndEndsOnSubmit() throws {
    var transcript = ""
    let project = try Prompt.run(
      scaffoldForm, initial: Project(), title: "New project",
      options: .answering("Bad\nmy-app\nlib\n1 3\n2\nn\n\n\n") { transcript += $0 })
    var expected = Project()
    expected.name = "my-app"
    expected.template = .library
    expected.features = [.ci]
    expected.licence = .apache
    expected.initializesGit = false
    #expect(project == expected)
    #expect(
      transcript == """
        A new Swift package. Create checks the name, then prints the answers as JSON.
        Name: empty. New value? Bad
        ! A lowercase letter, then a-z, 0-9 or -
        Name: 'Bad'. New value? my-app
        Template: executable. Options: 1 library, 2 executable, 3 plugin. Which? lib
        Features: tests. Options: 1 tests, 2 docs, 3 ci, 4 linting. Numbers to check or uncheck? 1 3
        Licence: MIT. Options: 1 MIT, 2 Apache-2.0, 3 None. Which? 2
        Initialize git? (Y/n) n
        Email: empty. New value?\u{20}
        Description: empty; \\n starts a new line. New value?\u{20}
        Summary: my-app, library, ci, Apache-2.0
        ⋯ submitting…

        """)
  }

  @Test func aSpinnerTurnsInPlaceOnTheFullScreenAndWritesLinesOtherwise() {
    var written: [String] = []
    let spinner = PromptSpinner("Creating", mode: .fullScreen) {
      written.append($0)
      return true
    }
    spinner.tick("Sources")
    spinner.finish("Created")
    spinner.tick("late")
    #expect(
      written == [
        "\r\u{1B}[K⠋ Creating", "\r\u{1B}[K⠙ Creating: Sources", "\r\u{1B}[K✓ Created\n",
      ])
    written = []
    let plain = PromptSpinner("Creating", mode: .lines) {
      written.append($0)
      return true
    }
    plain.tick()
    plain.tick("Sources")
    plain.finish("Failed", succeeded: false)
    #expect(written == ["Creating…\n", "  Sources\n", "! Failed\n"])
  }

  @Test func theHelpBarCanBeHidden() {
    let driver = FormDriver(initial: Project(), title: "New project", build: scaffoldForm)
    let form = InteractiveForm(session: driver)
    let shown = form.frame(width: 60, height: 20)
    form.showsHelpBar = false
    let hidden = form.frame(width: 60, height: 20)
    #expect(shown.lines.count == 20)
    #expect(shown.lines.last?.contains("move") == true)
    #expect(hidden.lines == Array(shown.lines.dropLast()))
  }

  // NB: on the main thread: the scaffold's submit is sent and waited for, blocking.
  @MainActor @Test func theAccessibleModeReadsSectionHeaders() throws {
    var transcript = ""
    var options = Prompt.Options.answering("my-app\n\n\n\n\n\n\n") { transcript += $0 }
    options.mode = .accessible
    _ = try Prompt.run(scaffoldForm, initial: Project(), title: "New project", options: options)
    #expect(
      transcript.hasSuffix(
        """
        Description: empty; \\n starts a new line. New value?\u{20}
        ── Summary ──
        Summary: my-app, executable, tests, MIT, git
        ⋯ submitting…

        """))
    #expect(transcript.split(separator: "\n").filter { $0.hasPrefix("──") }.count == 1)
  }

  @Test func aScreenOfLabelsBeforeItsButtonStartsOnTheButton() {
    let summary: Form<Project> = sections(
      [section([labelCell(title: "Summary", keyPath: \.self, format: \.summary)])],
      submit: "Create"
    ) { _ in }
    let form = InteractiveForm(
      session: FormDriver(initial: Project(), title: "Review", build: summary))
    #expect(form.currentRow?.title == "Create")
    #expect(
      form.frame(width: 60, height: 8).text == """
        Review

          1  Summary  (no name), executable, tests, MIT, git

        ❯ 2  Create


        enter press · ↑↓ move · q quit · / filter · ctrl-z undo
        """)
  }
}
