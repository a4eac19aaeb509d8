import Formwork
import FormworkExamples
import FormworkTerminal
import Foundation
import Testing

extension PtyTests {
  /// The full-screen front end on a real pseudo-terminal (`InteractiveTerminal.swift`):
  /// whole screens after each key, and the terminal as it was after each ending. Nested in
  /// `PtyTests`, whose pseudo-terminal tests run one at a time.
  @Suite struct InteractiveTerminalTests {
    private static let settingsRoot = """
      Settings

      ❯ 1  Personal Hotspot  On  ›








      enter open · ↑↓ move · q quit · / filter · ctrl-z undo
      """

    @Test func theKeyboardFillsInAFormAndCtrlCAsksBeforeDiscardingIt() throws {
      let session = try Session(arguments: ["settings"], width: 60, height: 12)
      #expect(session.waitUntil { $0.contains("q quit") } == Self.settingsRoot)
      #expect(session.screen.onAlternateScreen)
      #expect(!session.screen.cursorVisible)
      session.type("\r")
      session.waitUntil { $0.contains("[on]") }
      session.type(" \u{1B}[B\r")
      session.waitUntil { $0.contains("Password  [hello]") }
      // typing edits the field in place, the cursor where the next character goes
      session.type("abc\u{7F}\u{1B}[H>")
      #expect(
        session.waitUntil { $0.contains(">helloab") } == """
          Settings › Personal Hotspot › Password

          ❯ 1  Password  [>helloab]








          enter save · ↑↓ save, move · esc cancel
          """)
      #expect(session.screen.cursorVisible)
      #expect(session.waitForCursor(row: 2, column: 17))
      session.type("\r\u{1B}")
      #expect(
        session.waitUntil { $0.contains("[off]") } == """
          Settings › Personal Hotspot

            1  Personal Hotspot  [off]

          ❯ 2  Password          >helloab  ›
            3  Network Name      my network  ›

            4  Notification      Always  ›



          enter open · ↑↓ move · esc back · q quit · / filter
          """)
      // settings has no submit button: its changes are its state, so Ctrl-C leaves at once
      session.type("\u{03}")
      let result = session.end()
      #expect(result.status == 130)
      #expect(result.cooked)
      #expect(!session.screen.onAlternateScreen)
      #expect(session.screen.cursorVisible)
      #expect(session.waitUntil { _ in true } == "formwork-demo: settings abandoned.")
    }

    @Test func ctrlCAsksWhereASubmitWouldBeLostAndAtTheQuestionAborts() throws {
      let session = try Session(arguments: ["signup"], width: 60, height: 12)
      session.waitUntil { $0.contains("ctrl-d quit") }
      session.type("bob")  // typed, not entered yet: still work to lose
      session.waitUntil { $0.contains("[bob]") }
      session.type("\u{03}")
      #expect(
        session.waitUntil { $0.contains("(y/n)") }.hasSuffix(
          "\nQuit without submitting? Your changes will be lost. (y/n)\ny yes · any other key no"))
      session.type("n")  // any key but y goes on, the text as it was
      #expect(session.waitUntil { !$0.contains("(y/n)") }.contains("[bob]"))
      session.type("\u{03}")
      session.waitUntil { $0.contains("(y/n)") }
      session.type("\u{03}")  // Ctrl-C at the question aborts rather than meaning no
      let result = session.end()
      #expect(result == (130, true))
      #expect(!session.screen.onAlternateScreen)
      #expect(session.waitUntil { _ in true } == "formwork-demo: signup abandoned.")
    }

    /// A check that waits shows `checking…` on its row while it runs, then its answer, through
    /// the real event loop: nothing blocks on it.
    @Test func aCheckThatWaitsShowsCheckingOnTheScreenThenItsAnswer() throws {
      let session = try Session(arguments: ["signup"], width: 80, height: 24)
      session.waitUntil { $0.contains("ctrl-d quit") }
      session.type("admin")
      session.waitUntil { $0.contains("[admin]") }
      session.type("\u{1B}[B")  // ↓ saves the text and moves on: the check starts
      #expect(session.waitUntil { $0.contains("checking…") }.contains("checking…"))
      let answered = session.waitUntil { $0.contains("admin is taken") }
      #expect(answered.contains("admin is taken"))
      #expect(!answered.contains("checking…"))
      session.type("\u{03}")
      session.waitUntil { $0.contains("(y/n)") }
      session.type("y")
      #expect(session.end() == (130, true))
    }

    @Test func quittingAnUnchangedFormAsksNothing() throws {
      let quit = try Session(arguments: ["settings"], width: 60, height: 12)
      quit.waitUntil { $0.contains("q quit") }
      quit.type("q")
      // settings has no submit button: nothing is lost, so nothing is asked and the status is 0
      #expect(quit.end() == (0, true))
      #expect(quit.waitUntil { _ in true } == "formwork-demo: settings closed; nothing was lost.")
      let interrupted = try Session(arguments: ["settings"], width: 60, height: 12)
      interrupted.waitUntil { $0.contains("q quit") }
      interrupted.type("\u{03}")
      #expect(interrupted.end() == (130, true))
      #expect(!interrupted.screen.onAlternateScreen)
    }

    @Test func theScreenScrollsFiltersAndFollowsAResize() throws {
      let session = try Session(arguments: ["catalog"], width: 60, height: 10)
      session.waitUntil { $0.contains("q quit") }
      session.type("\u{1B}[6~")  // page down: the cursor moves a page
      #expect(
        session.waitUntil { $0.contains("❯ 7") } == """
          Catalog
            3  Steppers and sliders  1 × spiciness 0.5  ›
            4  Choices               Medium, Thin, Standard  ›
            5  Dates and times       2024-06-01 18:30  ›
            6  Address               1 Main St, 12345 Springfield  ›

            ── Order ──
          ❯ 7  Prices include tax
          ↑ 3 more  ↓ 4 more
          ↑↓ move · q quit · / filter · ctrl-z undo · ctrl-y redo
          """)
      session.type("\u{1B}[F")  // end: the last row
      #expect(
        session.waitUntil { $0.contains("❯11") } == """
          Catalog

            ── Order ──
            7  Prices include tax
            8  Total                 €10.00
            9  Orders placed         0
           10  Place order      (disabled: needs a name (Text › Name))
          ❯11  Reset
          ↑ 7 more
          enter press · ↑↓ move · q quit · / filter · ctrl-z undo
          """)
      session.type("/addr")
      #expect(
        session.waitUntil { $0.contains("/ filter: addr") } == """
          Catalog
          ❯ 6  Address               1 Main St, 12345 Springfield  ›






          / filter: addr
          type to filter · enter open · ↑↓ move · esc clear
          """)
      session.resize(width: 40, height: 8)
      #expect(
        session.waitUntil { $0.hasSuffix("type to filter · enter open · ↑↓ move") } == """
          Catalog
          ❯ 6  Address               1 Main St…  ›




          / filter: addr
          type to filter · enter open · ↑↓ move
          """)
      session.type("\r")
      #expect(
        session.waitUntil { $0.hasPrefix("Catalog › Address") }.hasPrefix(
          "Catalog › Address\n\n❯ 1  Street"))
      session.send(Platform.Signal.terminate)
      let result = session.end()
      let terminate = Platform.Signal.terminate
      #expect(result.status == terminate + 128 || result.status == terminate)
      #expect(result.cooked)
      #expect(!session.screen.onAlternateScreen)
      #expect(session.screen.cursorVisible)
    }

    @Test func aRefusedTextShowsItsErrorBesideTheRowAndStaysEditable() throws {
      let session = try Session(arguments: ["catalog"], width: 60, height: 10)
      session.waitUntil { $0.contains("q quit") }
      session.type("\u{1B}[B\r")
      session.waitUntil { $0.hasPrefix("Catalog › Numbers") }
      session.type("x\r")
      #expect(
        session.waitUntil { $0.contains("! not a number") } == """
          Catalog › Numbers

          ❯ 1  Age       [36x]
               ! not a number: 36x
            2  Floor     [<none>]
            3  Diameter  [30 cm]
            4  Tip       [<none>]


          enter save · ↑↓ save, move · esc cancel
          """)
      #expect(session.waitForCursor(row: 2, column: 19))
      #expect(session.screen.cursorVisible)
      session.type("\u{7F}\r")  // fixed: saved, and the cursor moves on
      session.waitUntil { $0.contains("❯ 2  Floor") }
      // on a text row q is text; Ctrl-D quits (the age is as it was: nothing to discard, and
      // the catalog has no submit button, so nothing is lost)
      session.type("\u{04}")
      #expect(session.end() == (0, true))
    }

    @Test func aPasteStaysInItsFieldOnTheRealTerminal() throws {
      let session = try Session(arguments: ["signup"], width: 60, height: 12)
      session.waitUntil { $0.contains("ctrl-d quit") }
      #expect(session.screen.bracketsPastes)
      // the terminal brackets the paste because the demo asked it to: its line breaks are text
      session.paste("bob\nEmail\r\nsecret")
      #expect(
        session.waitUntil { $0.contains("secret]") }.contains(
          "❯ 1  Username          [bob Email secret]"))
      session.type("\u{1B}")  // esc: the paste was never entered
      session.waitUntil { $0.contains("[<letters, digits, _>]") }
      session.type("\u{04}")
      #expect(session.end() == (3, true))  // left unsubmitted, nothing changed: nothing asked
      #expect(!session.screen.bracketsPastes)
    }

    @Test func ctrlERunsTheEditorOnATextAreaAndTakesItsText() throws {
      let editor = FileManager.default.temporaryDirectory
        .appendingPathComponent("formwork-editor-\(ProcessInfo.processInfo.processIdentifier).sh")
      // NB: a line more each time, on a line of its own, as a person in an editor adds it.
      try "#!/bin/sh\n[ -s \"$1\" ] && echo >> \"$1\"\necho 'from the editor' >> \"$1\"\n".write(
        to: editor, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: editor) }
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
      let session = try Session(
        arguments: ["catalog"], width: 60, height: 12,
        environment: ["EDITOR": editor.path, "VISUAL": ""])
      session.waitUntil { $0.contains("q quit") }
      session.type("\r")
      session.waitUntil { $0.contains("❯ 1  Name") }
      session.type("\u{1B}[F")
      session.waitUntil { $0.contains("❯ 6  Notes") }
      session.type("\u{05}")
      let edited = session.waitUntil { $0.contains("from the editor") }
      #expect(edited.contains("❯ 6  Notes     [from the editor]"))
      #expect(session.screen.onAlternateScreen)
      // the terminal is the front end's again: raw (ctrl-e is a key, not a line), the next
      // edit starts from the text
      session.type("\u{05}")
      #expect(
        session.waitUntil { $0.contains("editor↵from") }.contains(
          "❯ 6  Notes     [from the editor↵from the editor]"))
      session.type("\u{1B}q")
      #expect(session.end() == (0, true))
      #expect(!session.screen.onAlternateScreen)
    }

    @Test(
      arguments: [
        (["--accessible", "settings"], [:]), (["settings"], ["ACCESSIBLE": "1"]),
      ] as [([String], [String: String])])
    func theAccessibleModeAsksPlainQuestionsByFlagOrEnvironment(
      arguments: [String], environment: [String: String]
    ) throws {
      let session = try Session(
        arguments: arguments, width: 60, height: 10, environment: environment)
      // plain lines as a screen reader reads them: no alternate screen, no cursor moves (the
      // terminal wraps the first line at 60 columns)
      #expect(
        session.waitUntil { $0.hasSuffix("(y/n):") } == """
          Settings. Answer each question; an empty answer keeps the va
          lue; ? for help.
          Personal Hotspot: On. Open it? (y/n):
          """)
      #expect(!session.screen.onAlternateScreen)
      #expect(session.screen.cursorVisible)
      session.type("\r", cooked: true)
      session.waitUntil { $0.hasSuffix("or ? for help:") }
      session.type("\r", cooked: true)
      #expect(session.end() == (0, true))
      #expect(
        session.waitUntil { _ in true }.hasSuffix(
          "\nformwork-demo: settings closed; nothing was lost."))
    }

    @Test func theLineREPLAsksBeforeLosingChangesAndCtrlCAtTheQuestionAborts() throws {
      let question = "Quit without submitting? Your changes will be lost. (y/n)"
      let session = try Session(arguments: ["--plain", "signup"], width: 80, height: 30)
      session.waitFor("\n>")
      session.type("enter 1 bob\r")
      session.waitUntil { $0.contains("[bob]") && $0.hasSuffix("\n>") }
      session.type("\u{04}")  // the end of input asks
      #expect(session.waitUntil { $0.hasSuffix(question) }.hasSuffix("\n\n" + question))
      session.type("n\r")  // no: the screen again, and the prompt
      session.waitUntil { $0.hasSuffix("\n>") }
      session.type("quit\r")  // quit asks too
      session.waitUntil { $0.hasSuffix(question) }
      session.type("\u{03}")  // Ctrl-C at the question aborts
      #expect(session.end() == (130, true))
      let answered = try Session(arguments: ["--plain", "signup"], width: 80, height: 30)
      answered.waitFor("\n>")
      answered.type("enter 1 bob\r")
      answered.waitUntil { $0.contains("[bob]") && $0.hasSuffix("\n>") }
      answered.type("quit\r")
      answered.waitUntil { $0.hasSuffix(question) }
      answered.type("y\r")
      #expect(answered.end() == (3, true))  // left unsubmitted
    }

    @Test func dumbTerminalsAndPlainGetTheLineREPL() throws {
      let session = try Session(arguments: ["--plain"], width: 60, height: 16)
      #expect(session.waitFor("\n>").hasPrefix("formwork-demo: settings"))
      session.type("\u{04}")
      #expect(session.end() == (0, true))
    }
  }
}
