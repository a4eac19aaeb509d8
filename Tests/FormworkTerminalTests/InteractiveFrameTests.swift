import Formwork
import FormworkExamples
import FormworkTerminal
import Foundation
import Testing

/// The full-screen frame: rows, the cursor's mark, scrolling, wrapping, the status lines and
/// the bar, at any width and in every style.
@Suite struct InteractiveFrameTests: InteractiveFormSuite {
  @Test func aLongTextScrollsSidewaysToKeepTheCursorInSight() {
    let form = form("signup")
    press(form, .down, .text("someone.with.a.long.name@example.com"))
    let frame = form.frame(width: 40, height: 10)
    #expect(frame.lines[4] == "❯ 2  Email             […e@example.com] ")
    #expect(frame.cursor == .init(line: 4, column: 38))
    press(form, .home)
    let start = form.frame(width: 40, height: 10)
    #expect(start.lines[4] == "❯ 2  Email             [someone.with.a…]")
    #expect(start.cursor == .init(line: 4, column: 24))
    press(form, .wordRight, .wordRight)
    let middle = form.frame(width: 40, height: 10)
    #expect(middle.lines[4] == "❯ 2  Email             [someone.with.a…]")
    #expect(middle.cursor == .init(line: 4, column: 36))
    press(form, .wordRight, .wordRight)
    let scrolled = form.frame(width: 40, height: 10)
    #expect(scrolled.lines[4] == "❯ 2  Email             […e.with.a.long…]")
    #expect(scrolled.cursor == .init(line: 4, column: 38))
  }

  /// At 40 columns a long title gives way before the value: the value stays whole.
  @Test func aLongTitleGivesWayToTheValue() {
    struct Contact { var phone = "555 0100" }
    let session = FormDriver(
      initial: Contact(), title: "Contact",
      build: sections([
        section([
          controlCell(
            title: "Phone number for after office hours",
            control: textField(keyPath: \Contact.phone))
        ])
      ]))
    let form = InteractiveForm(session: session)
    #expect(
      form.frame(width: 40, height: 10).lines[2] == "❯ 1  Phone number for aft…  [555 0100]  ")
  }

  @Test func aCheckUnderWayShowsASpinnerAndItsAnswerComesLater() async throws {
    let form = form("signup")
    press(form, .text("admin"), .enter)
    #expect(form.isChecking)
    press(form, .up)
    let checking = screen(form, width: 80)
    #expect(
      checking.contains(
        "[admin]\n     3 to 16 lowercase letters, digits or _; checked as you type\n     ⠋ checking…\n"
      ))
    #expect(checking.contains("\n⠋ checking…\n"))
    form.tick()
    #expect(screen(form, width: 80).contains("\n⠙ checking…\n"))
    let scheduler = try #require(
      (form.session as? FormDriver<SignUp>)?.scheduler as? ManualScheduler)
    await scheduler.settle()
    #expect(!form.isChecking)
    #expect(screen(form, width: 80).contains("[admin]\n     3 to 16 lowercase letters, digits or"))
    #expect(screen(form, width: 80).contains(" you type\n     ! admin is taken\n"))
  }

  @Test func afterASubmitTheStatusLineSaysHowToFinish() {
    struct Newsletter { var subscribed = false }
    let session = FormDriver(
      initial: Newsletter(), title: "News",
      build: sections(
        [
          section([
            controlCell(title: "Subscribe", control: toggle(keyPath: \Newsletter.subscribed))
          ])
        ],
        submit: "Send", onSubmit: { _ in }))
    let form = InteractiveForm(session: session)
    press(form, .text(" "), .down, .enter)
    #expect(session.submitCount == 1)
    #expect(screen(form).contains("\n✓ submitted; q finishes, or go on editing\n"))
    #expect(form.handle(.text("q")) == .submitted)
  }

  @Test func aLongAnnouncementWrapsRatherThanLosingItsEnd() {
    let form = form("settings")
    form.announce(
      "the saved form does not fit this form (no value for 'hotspot'); starting afresh;"
        + " the saved data was kept as /tmp/drafts/settings.json.unreadable")
    #expect(
      screen(form, width: 40, height: 12).hasSuffix(
        """
        the saved form does not fit this form
        (no value for 'hotspot'); starting
        afresh; the saved data was kept as
        /tmp/drafts/settings.json.unreadable
        enter open · ↑↓ move · q quit · / filter
        """))
  }

  @Test func aFieldsHintShowsUnderItWhileTheCursorIsOnIt() {
    let form = form("signup")
    #expect(
      screen(form, height: 8) == """
        Sign Up

          ── Account ──
        ❯ 1  Username          [<letters, digits, _>]
             3 to 16 lowercase letters, digits or _; checked as
               you type
        ↓ 13 more
        type to edit · enter edit · ↑↓ move · ctrl-d quit
        """)
    press(form, .down)
    #expect(!screen(form, height: 24).contains("3 to 16 lowercase"))
  }

  @Test func atFortyColumnsTheEndsThatMatterStay() {
    let form = form("settings")
    press(form, .enter, .down)
    #expect(
      screen(form, width: 40, height: 10) == """
        Settings › Personal Hotspot

          1  Personal Hotspot  [on]
             Personal Hotspot Enabled

        ❯ 2  Password          hello  ›
          3  Network Name      my network  ›

        ↓ 1 more
        enter open · ↑↓ move · esc back · q quit
        """)
    press(form, .down, .enter)
    #expect(
      screen(form, width: 22, height: 6) == """
        … › Network Name

        ❯ 1  Network…  [my ne…


        type to edit
        """)
    press(form, .escape, .down)
    // the path keeps its end; a value gives way before the row's ›; the bar keeps the key
    // that quits, entries before it giving way
    #expect(
      screen(form, width: 30, height: 6) == """
        Settings › Personal Hotspot
          3  Network Name  my netw…  ›

        ❯ 4  Notification    Always  ›
        ↑ 6 more
        enter open · ↑↓ move · q quit
        """)
    let signup = self.form("signup")
    #expect(
      screen(signup, width: 40, height: 6).hasSuffix(
        "\ntype to edit · enter edit · ctrl-d quit"))
    press(form, .enter)
    #expect(
      screen(form, width: 30, height: 6).hasPrefix("… › Notification\n\n❯ 1  Always         ✓\n"))
  }

  @Test func theCursorsMarkTakesTheSameColumnInColour() {
    for name in ["settings", "signup", "catalog", "todos"] {
      let plain = form(name)
      let ansi = form(name, style: .ansi)
      let contrast = form(name, style: .highContrast)
      for key: TerminalKey in [.down, .enter, .down] {
        #expect(
          stripped(screen(ansi, height: 20)) == screen(plain, height: 20), "\(name) in colour")
        #expect(stripped(screen(contrast, height: 20)) == screen(plain, height: 20))
        press(plain, key)
        press(ansi, key)
        press(contrast, key)
      }
    }
  }

  @Test func highContrastShowsTheCursorsRowInReverseVideo() {
    let form = form("settings", style: .highContrast)
    let row = form.frame(width: 40, height: 6).lines[2]
    #expect(row.hasPrefix("\u{1B}[7m"))
    #expect(row.contains("❯"))
    // every reset inside the row turns reverse video on again
    let resets = row.components(separatedBy: "\u{1B}[0m").dropFirst().dropLast()
    #expect(!resets.isEmpty)
    #expect(resets.allSatisfy { $0.hasPrefix("\u{1B}[7m") })
    #expect(!form.frame(width: 40, height: 6).lines.joined().contains("\u{1B}[2m"))  // nothing dim
  }

  @Test func aTallScreenScrollsToKeepTheCursorInSight() {
    let form = form("signup")
    press(form, .down, .down, .down, .down, .down, .down)
    #expect(
      screen(form) == """
        Sign Up
          3  Password          []
             ! Required
          4  Confirm Password  []
             ! Required

          ── Profile ──
          5  Age               [<optional>]
          6  Website           [<optional>]
        ❯ 7  Location            ›
        ↑ 5 more  ↓ 5 more
        enter open · ↑↓ move · q quit · / filter · ctrl-z undo
        """)
    press(form, .home)
    #expect(screen(form).hasPrefix("Sign Up\n\n  ── Account ──\n❯ 1  Username"))
  }
}
