import Formwork
import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Foundation
import Testing

/// The session loop: modes, styling, and input or output that goes wrong.
@Suite struct ReplTests {
  private let root = """
    Settings

      1  Personal Hotspot  On  ›

    """

  private func run(
    _ session: any RunningForm, _ input: String, mode: Repl.Mode = .plain,
    style: ScreenStyle = .plain, maxLineLength: Int = 4096, writes: Int = .max
  ) -> (output: String, ending: Repl.Ending) {
    var output = ""
    var left = writes
    let repl = Repl(session: session, mode: mode, style: style) {
      guard left > 0 else { return false }
      left -= 1
      output += $0
      return true
    }
    let ending = repl.run(LineReader(bytes: Array(input.utf8), maxLineLength: maxLineLength))
    return (output, ending)
  }

  @Test func theAutomaticModeIsInteractiveOnATerminalOnly() throws {
    let pipe = try #require(Platform.makePipe())
    defer {
      Platform.closeDescriptor(pipe.read)
      Platform.closeDescriptor(pipe.write)
    }
    #expect(Repl.Mode.automatic(input: pipe.read) == .plain)
    let pty = try #require(Platform.openPseudoTerminal())
    let terminal = try #require(Platform.openTerminal(pty.terminalPath))
    defer {
      Platform.closeDescriptor(terminal)
      Platform.closeDescriptor(pty.controller)
    }
    #expect(Repl.Mode.automatic(input: terminal) == .interactive)
    #expect(Repl.Mode.automatic(input: -1) == .plain)
  }

  @Test func interactiveModePromptsWithoutEchoing() {
    let session = settingsSession()
    let result = run(session, "frob\nquit\n", mode: .interactive)
    #expect(result.ending == .quit)
    #expect(
      result.output == root + "\n> " + root + """

        error: unknown command 'frob'; try a row number, or 'help' for the commands

        >\u{20}
        """)
  }

  @Test func interactiveModeEndsTheLineAtEndOfInput() {
    let result = run(settingsSession(), "", mode: .interactive)
    #expect(result.ending == .endOfInput)
    #expect(result.output == root + "\n> \n")
  }

  @Test func ansiStyleMarksErrorsAndPrompts() {
    let result = run(settingsSession(), "back\n", mode: .interactive, style: .ansi)
    let screen = ScreenRenderer(style: .ansi).render(settingsSession().topScreen, path: [])
    // NB: the screen is styled too (bold title), not only the prompt and the error.
    #expect(screen.hasPrefix("\u{1B}[1m"))
    let prompt = "\n\u{1B}[1m> \u{1B}[0m"
    let error =
      "\u{1B}[1;31merror:\u{1B}[0m already on the first screen (Settings); nothing to go back"
      + " to; try a row number, or 'quit' to leave\n"
    // On a terminal the error follows the screen it leaves, next to the prompt.
    #expect(result.output == screen + prompt + screen + "\n" + error + prompt + "\n")
  }

  @Test func crlfLinesWorkLikeLineFeeds() {
    let session = settingsSession()
    let crlf = run(session, "1\r\ntoggle 1\r\n").output
    #expect(crlf == Repl.transcript(settingsSession(), input: "1\ntoggle 1\n"))
    #expect(settingsState(session) == settings { $0.hotspot.isEnabled = false })
  }

  @Test func controlCharactersAreRefusedAndShownSafely() {
    let session = settingsSession()
    let result = run(session, "\u{1B}[A\ntoggle\u{0}1\n")
    let error =
      "error: the line holds control characters (arrow keys and the like); nothing was done;"
      + " retype it\n\n"
    #expect(
      result.output == root + "\n> ^[[A\n" + error + root + "\n> toggle^@1\n" + error + root)
    #expect(settingsState(session) == Settings())
  }

  @Test func tooLongLinesAreRefusedWhole() {
    let session = settingsSession()
    let long = "enter 1 " + String(repeating: "x", count: 100)
    let result = run(session, "1\n2\n\(long)\nstate\n", maxLineLength: 20)
    #expect(
      result.output.contains(
        "\n> enter 1 xxxxxxxxxxxx…\n"
          + "error: the line is longer than 20 bytes; nothing was done; type a shorter line\n"))
    #expect(result.output.contains("    - password: \"hello\"\n"))
    #expect(settingsState(session) == Settings())
  }

  @Test func aClosedOutputStopsBeforeTheNextCommand() {
    // Writes: the first screen, then the echo of "1" fails; nothing more is carried out.
    let session = settingsSession()
    let result = run(session, "1\ntoggle 1\n", writes: 1)
    #expect(result.ending == .outputClosed)
    #expect(result.output == root)
    #expect(session.path == ["Settings"])
    #expect(settingsState(session) == Settings())
  }

  @Test func aClosedOutputBeforeAnythingIsShownRunsNothing() {
    let session = settingsSession()
    #expect(run(session, "1\n", writes: 0).ending == .outputClosed)
    #expect(session.path == ["Settings"])
  }

  @Test func linesAfterQuitAreNotRead() {
    let session = settingsSession()
    let result = run(session, "quit\n1\n")
    #expect(result.ending == .quit)
    #expect(result.output == root + "\n> quit\n")
    #expect(session.path == ["Settings"])
  }

  @Test func leavingATerminalSessionAsksWhenUnsubmittedChangesWouldBeLost() throws {
    let session = try #require(Example.named("signup")).start()
    let result = run(session, "enter 1 bob\nquit\nn\nquit\ny\nstate\n", mode: .interactive)
    #expect(result.ending == .quit)
    let question = "Quit without submitting? Your changes will be lost. (y/n) "
    #expect(result.output.components(separatedBy: question).count == 3)
    #expect(!result.output.contains("▿ FormworkExamples.SignUp"))  // it left before `state`
    // nothing to lose: no question
    let settings = run(settingsSession(), "1\ntoggle 1\nquit\n", mode: .interactive)
    #expect(settings.ending == .quit)
    #expect(!settings.output.contains("(y/n)"))
    // piped: nothing is asked (nobody could answer), the exit status tells
    let piped = run(session, "quit\n")
    #expect(piped.ending == .quit)
    #expect(!piped.output.contains("(y/n)"))
    #expect(session.endingOnLeave() == .quit)
  }
}
