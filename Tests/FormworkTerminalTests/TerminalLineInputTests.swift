import Formwork
import FormworkExamples
import FormworkTerminal
import Foundation
import Testing

extension PtyTests {
  /// The line REPL on a real pseudo-terminal (`TerminalLineInput.swift`): a line edited in
  /// place after the prompt (cursor keys, history, word moves, deletions, wide characters),
  /// Ctrl-D and Ctrl-C on a half-typed line, Ctrl-L; the terminal cooked again at the end.
  /// Nested in `PtyTests`, whose pseudo-terminal tests run one at a time.
  @Suite struct TerminalLineInputTests {
    private let greeting = """
      formwork-demo: settings, a phone's Settings › Personal Hotspot form.
      Type a row number to tap it, 'help' for the commands, 'quit' or Ctrl-D to leave.
      Other examples (see --help): signup, todos, catalog, checkout, profile, team,
      booking.

      Settings

        1  Personal Hotspot  On  ›

      >
      """

    @Test func editingALineInPlace() throws {
      let session = try Session(arguments: ["--plain", "settings"])
      #expect(session.waitFor("\n>") == greeting)
      // "tggle 1", fixed by going home and one right; then Enter taps row 1 first
      session.type("1\r")
      session.waitFor("4  Notification      Always  ›\n\n>")
      session.type("tggle 1\u{1B}[H\u{1B}[Co")
      #expect(session.waitFor("> toggle 1").hasSuffix("> toggle 1"))
      #expect(session.waitForCursor(column: 4))  // the cursor after "to"
      session.type("\r")
      let screen = session.waitFor("4  Notification      Always  ›\n\n>")
      #expect(
        screen.contains("> toggle 1\nSettings › Personal Hotspot\n\n▸ 1  Personal Hotspot  [off]"))
      // Up recalls the line; Ctrl-A, Ctrl-E, word moves and Ctrl-W edit it
      session.type("\u{1B}[A")
      #expect(session.waitFor("> toggle 1").hasSuffix("> toggle 1"))
      let delete = "\u{1B}[3~"
      session.type("\u{1B}[1;5D\u{1B}[1;5D" + String(repeating: delete, count: 7) + "\u{05}x\u{08}")
      #expect(session.waitFor("> 1").hasSuffix("\n> 1"))
      session.type("\u{01}back \u{05}\u{17}\u{7F}")
      #expect(session.waitFor("> back").hasSuffix("\n> back"))
      #expect(session.waitForCursor(column: 6))
      session.type("\r")
      #expect(
        session.waitFor("  1  Personal Hotspot  Off  ›\n\n>").hasSuffix(
          "> back\nSettings\n\n  1  Personal Hotspot  Off  ›\n\n>"))
      session.type("\u{04}")
      let result = session.end()
      #expect(result.status == 0)
      #expect(result.cooked)
    }

    @Test func anErrorFollowsTheScreenNextToThePrompt() throws {
      let session = try Session(arguments: ["--plain", "settings"], width: 60, height: 8)
      session.waitFor("\n>")
      session.type("toggle 9\r")
      #expect(
        session.waitFor("error: no row 9 on this screen; the only row is 1\n\n>").hasSuffix(
          """
          > toggle 9
          Settings

            1  Personal Hotspot  On  ›

          error: no row 9 on this screen; the only row is 1

          >
          """))
      session.type("\u{04}")
      #expect(session.end() == (0, true))
    }

    @Test func wideCharactersMoveTheCursorByTheirColumns() throws {
      let session = try Session(arguments: ["--plain"])
      session.waitFor("\n>")
      session.type("日本x\u{1B}[D\u{1B}[D\u{1B}[3~語")
      #expect(session.waitFor("> 日語x").hasSuffix("\n> 日語x"))
      #expect(session.waitForCursor(column: 6))  // "> " and one wide character
      session.type("\u{04}")
      #expect(session.end() == (0, true))
    }

    @Test func ctrlDOnAHalfTypedLineDiscardsIt() throws {
      let session = try Session(arguments: ["--plain"])
      session.waitFor("\n>")
      session.type("toggle 1")
      session.waitFor("> toggle 1")
      session.type("\u{04}")
      let result = session.end()
      let screen = session.waitUntil { _ in true }
      #expect(screen == greeting)  // the half-typed line is erased, nothing ran
      #expect(result.status == 0)
      #expect(result.cooked)
    }

    @Test func ctrlLClearsAndCtrlCDropsTheLine() throws {
      let session = try Session(arguments: ["--plain"])
      session.waitFor("\n>")
      session.type("frob\u{03}")
      #expect(session.waitFor("> frob^C\n>").hasSuffix("\n\n> frob^C\n>"))
      session.type("ba\u{0C}")
      #expect(session.waitUntil { $0 == "> ba" } == "> ba")
      session.type("\u{03}\u{03}")
      let result = session.end()
      #expect(session.waitUntil { _ in true } == "> ba^C\n> ^C")
      #expect(result.status == 130)  // Ctrl-C on an empty line leaves, as an interruption
      #expect(result.cooked)
    }
  }
}
