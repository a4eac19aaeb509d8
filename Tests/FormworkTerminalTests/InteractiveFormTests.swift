import Formwork
import FormworkExamples
import FormworkTerminal
import Foundation
import Testing

/// The full-screen front end, key by key, without a terminal: whole frames and whole states.
@Suite struct InteractiveFormTests {
  private func form(_ name: String, style: ScreenStyle = .plain) -> InteractiveForm {
    InteractiveForm(session: (Example.named(name) ?? examples[0]).start(), style: style)
  }

  private func press(_ form: InteractiveForm, _ keys: TerminalKey...) {
    for key in keys { form.handle(key) }
  }

  private func screen(_ form: InteractiveForm, width: Int = 60, height: Int = 12) -> String {
    form.frame(width: width, height: height).text
  }

  private func state<State>(_ form: InteractiveForm, _ type: State.Type) -> State? {
    (form.session as? FormDriver<State>)?.state
  }

  @Test func arrowsEnterAndSpaceDriveTheSettingsForm() {
    let form = form("settings")
    #expect(
      screen(form) == """
        Settings

        ❯ 1  Personal Hotspot  On  ›








        enter open · ↑↓ move · q quit · / filter · ctrl-z undo
        """)
    press(form, .enter, .text(" "), .down)
    #expect(
      screen(form) == """
        Settings › Personal Hotspot

          1  Personal Hotspot  [off]

        ❯ 2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›



        enter open · ↑↓ move · esc back · q quit · / filter
        """)
    #expect(state(form, Settings.self)?.hotspot.isEnabled == false)
    // k and j move too; ← goes back, the cursor where it was on that screen
    press(form, .text("j"), .text("k"), .left)
    #expect(form.session.path == ["Settings"])
    #expect(form.currentRow?.title == "Personal Hotspot")
    press(form, .control("z"))
    #expect(state(form, Settings.self) == Settings())
  }

  // MARK: - 1. One table of keys: the bar names what works, and only that

  @Test func onATextRowLettersAreTextAndTheBarOffersNoLetterKeys() {
    let form = form("signup")
    #expect(
      form.helpBar
        == "type to edit · enter edit · ↑↓ move · ctrl-d quit · ctrl-z undo · ctrl-y redo")
    press(form, .text("q"))
    #expect(form.helpBar == "enter save · ↑↓ save, move · esc cancel")
    press(form, .text("/pass"))
    #expect(screen(form).contains("❯ 1  Username          [q/pass]"))
    #expect(form.session.path == ["Sign Up"])
    press(form, .escape, .text("kay"), .enter)
    #expect(state(form, SignUp.self)?.username == "kay")
  }

  @Test func everyKindOfRowNamesItsOwnKeys() {
    let catalog = form("catalog")
    press(catalog, .down, .down, .enter)  // Steppers and sliders
    #expect(
      catalog.helpBar
        == "←→ step · enter type a value · ↑↓ move · esc back · q quit · / filter · ctrl-z undo"
        + " · ctrl-y redo")
    press(catalog, .escape, .down, .enter)  // Choices
    #expect(catalog.helpBar.hasPrefix("enter open · ←→ choose · ↑↓ move"))
    press(catalog, .down, .down, .down)  // Extra cheese, a check box
    #expect(catalog.helpBar.hasPrefix("space check · ↑↓ move"))
    press(catalog, .down)  // Delivery, options side by side
    #expect(catalog.helpBar.hasPrefix("←→ choose · ↑↓ move"))
    press(catalog, .up, .up, .enter)  // Toppings: a list of check boxes
    #expect(catalog.helpBar.hasPrefix("space check · a all · n none · ↑↓ move · esc back"))
    press(catalog, .escape, .up, .up, .enter)  // Size: a picker's options
    // chosen or not, an option says the same
    #expect(catalog.helpBar.hasPrefix("enter choose · ↑↓ move · esc back"))
    press(catalog, .down)
    #expect(catalog.helpBar.hasPrefix("enter choose · ↑↓ move · esc back"))
    let todos = form("todos")
    #expect(todos.helpBar.hasPrefix("space toggle · d delete · K/J move row · ↑↓ move · q quit"))
    press(todos, .end, .up)  // New Item, a text row: d, J, K are text there
    #expect(!todos.helpBar.contains("delete"))
  }

  @Test func aKeyARowDoesNotTakeSaysSoAndChangesNothing() {
    let form = form("settings")
    press(form, .text("x"))
    #expect(screen(form).contains("\nx does nothing here; the keys it takes are below\n"))
    #expect(state(form, Settings.self) == Settings())
    press(form, .escape)
    #expect(screen(form).contains("\nthis is the first screen; q quits\n"))
  }

  // MARK: - 2. The cursor stays on its row

  @Test func theCursorStaysOnCreateAccountWhenASubmitAddsAMessage() async throws {
    let form = form("signup")
    // enter saves and goes to the next row
    press(
      form, .text("bob_1"), .enter, .text("b@x.io"), .enter, .text("secret12"), .enter,
      .text("secret12"), .enter)
    #expect(form.currentRow?.title == "Age")
    let scheduler = try #require(
      (form.session as? FormDriver<SignUp>)?.scheduler as? ManualScheduler)
    await scheduler.settle()
    press(form, .down, .down, .down, .text(" "), .down, .enter)
    #expect(state(form, SignUp.self)?.createdAccount == "bob_1")
    #expect(form.currentRow?.title == "Create Account")
    #expect(screen(form, height: 24).contains("\n❯ 9  Create Account\n     ✓ Account created\n"))
    press(form, .control("z"))  // the submit taken back: the row stays where it is
    #expect(form.currentRow?.title == "Create Account")
  }

  @Test func deletingTheLastItemLeavesTheCursorInTheListAndUndoKeepsIt() {
    let form = form("todos")
    press(form, .down, .down, .text("d"))
    #expect(form.currentRow?.title == "Write tests")
    press(form, .control("z"))
    #expect(state(form, TodoList.self) == TodoList())
    #expect(form.currentRow?.title == "Write tests")
    // q quits here: it is not typed into the New Item field
    #expect(form.handle(.text("q")) == .closed)
    #expect(state(form, TodoList.self)?.draft == "")
  }

  // MARK: - 3. Steppers and formatted numbers are edited as numbers

  @Test func aStepperIsEditedAsANumber() {
    let form = form("catalog")
    press(form, .down, .down, .enter, .enter)
    #expect(screen(form).contains("❯ 1  Quantity   [1]"))
    press(form, .text("7"))  // what is typed first takes the value's place
    #expect(screen(form).contains("❯ 1  Quantity   [7]"))
    press(form, .enter)
    #expect(state(form, Catalog.self)?.quantity == 7)
    press(form, .up, .text("3"), .enter)  // a digit alone types a value too
    #expect(state(form, Catalog.self)?.quantity == 3)
    press(form, .up, .right, .right, .down, .left)
    #expect(
      screen(form) == """
        Catalog › Steppers and sliders

          1  Quantity   [− 5 +]
        ❯ 2  Spiciness  [0.4 ▮▮▮▮▯▯▯▯▯▯]







        ←→ step · enter type a value · ↑↓ move · esc back · q quit
        """)
  }

  @Test func aFormattedNumberIsEditedPlainAndItsFormatIsTakenBack() {
    let form = form("catalog")
    press(form, .down, .enter, .down, .down, .enter)
    #expect(screen(form).contains("❯ 3  Diameter  [30]"))
    press(form, .backspace, .backspace, .text("35 cm"), .enter)
    #expect(state(form, Catalog.self)?.diameter == 35)
    #expect(screen(form).contains("  3  Diameter  [35 cm]"))
    press(form, .escape, .down, .down, .down, .enter, .down, .enter)  // Dates › Time
    press(form, .control("u"), .text("9:05"), .enter)
    #expect(screen(form).contains("  2  Time      [09:05]"))
  }

  // MARK: - 4. A reopened screen starts afresh; a draft is not dropped silently

  @Test func aReopenedDraftStartsOnItsFirstFieldAndTypingGoesThere() {
    let session = checkoutAtPayment()
    let form = InteractiveForm(session: session)
    press(form, .down, .enter)  // Billing Address
    press(form, .down, .down, .escape, .text("y"))  // Done, then back without keeping
    press(form, .enter)
    #expect(form.currentRow?.title == "Street")
    press(form, .text("2 Bill St"), .enter)
    #expect(screen(form).contains("  1  Street  [2 Bill St]\n❯ 2  City"))
    press(form, .escape)
    #expect(
      screen(form, width: 80).hasSuffix(
        "Leave Billing Address without keeping your changes? Done keeps them. (y/n)\n"
          + "y yes · any other key no"))
    press(form, .text("n"))
    #expect(form.session.path.last == "Billing Address")
    press(form, .escape, .text("y"))
    #expect(form.session.path.last == "Payment")
    #expect(screen(form).contains("\nthe changes to Billing Address were not kept\n"))
    #expect((session as? FormDriver<Checkout>)?.state.billing == Address())
  }

  private func checkoutAtPayment() -> any RunningForm {
    let session = Example.named("checkout")?.start() ?? examples[0].start()
    let steps: [Gesture] = [
      .enter(row: 1, text: "Ada"), .enter(row: 2, text: "ada@example.com"), .tap(row: 4),
      .enter(row: 1, text: "1 Main St"), .enter(row: 2, text: "Springfield"), .tap(row: 3),
    ]
    for step in steps { try? session.perform(step) }
    return session
  }

  // MARK: - 5. Text fields

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

  @Test func aPasteStaysInItsFieldAndANewLineKeyBreaksATextArea() {
    let form = form("signup")
    press(form, .paste("bob\nEmail\r\nsecret"))
    #expect(form.currentRow?.title == "Username")
    press(form, .enter)
    #expect(state(form, SignUp.self)?.username == "")  // refused: not a username
    #expect(screen(form).contains("❯ 1  Username          [bob Email secret]"))
    let catalog = self.form("catalog")
    press(catalog, .enter, .end, .text("Ring twice"), .newline, .text("then wait"))
    #expect(screen(catalog).contains("❯ 6  Notes     [Ring twice↵then wait]"))
    press(catalog, .paste("\nbring change"), .enter)
    #expect(state(catalog, Catalog.self)?.notes == "Ring twice\nthen wait\nbring change")
  }

  @Test func homeAndEndJumpRowsAndARefusedTextCanBeLeftOrTakenBack() {
    let form = form("catalog")
    press(form, .down, .enter, .end)
    #expect(form.currentRow?.title == "Tip")
    press(form, .home, .text("x"), .down)
    // ↓ moves on whatever happens; the refused text stays with its error
    #expect(form.currentRow?.title == "Floor")
    #expect(screen(form).contains("  1  Age       [36x]\n     ! not a number: 36x\n"))
    #expect(state(form, Catalog.self) == Catalog())
    // enter stays on a refusal; esc then puts back the value the edit started from
    press(form, .up, .enter, .control("u"), .text("4x"), .enter)
    #expect(screen(form).contains("❯ 1  Age       [4x]\n     ! not a number: 4x\n"))
    #expect(form.helpBar == "enter save · ↑↓ save, move · esc cancel")
    press(form, .escape)
    #expect(screen(form).contains("❯ 1  Age       [36x]\n     ! not a number: 36x\n"))
    let fresh = self.form("catalog")
    press(fresh, .down, .enter, .text("x"), .enter, .escape)
    #expect(screen(fresh).contains("❯ 1  Age       [36]\n  2  Floor"))
    #expect(state(fresh, Catalog.self) == Catalog())
  }

  // MARK: - 6. Checks that wait for an answer

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

  // MARK: - 7. Leaving

  @Test func leavingAsksOnlyWhenUnsubmittedChangesWouldBeLost() {
    // Settings has no submit button: its changes are simply left as they are.
    let settings = form("settings")
    press(settings, .enter, .text(" "))
    #expect(settings.handle(.text("q")) == .closed)
    // A sign-up with changes asks; Ctrl-C at the question leaves at once.
    let signup = form("signup")
    press(signup, .text("bob"), .enter)
    #expect(signup.handle(.control("d")) == nil)
    #expect(
      screen(signup).hasSuffix(
        "Quit without submitting? Your changes will be lost. (y/n)\ny yes · any other key no"))
    #expect(signup.handle(.control("c")) == .aborted)
    let declined = form("signup")
    press(declined, .text("bob"), .enter, .control("d"), .text("n"))
    #expect(declined.handle(.control("d")) == nil)
    #expect(declined.handle(.text("y")) == .quit)
    // Changes saved as they are made are not lost.
    let saved = form("signup")
    saved.savesChanges = true
    press(saved, .text("bob"), .enter)
    #expect(saved.handle(.control("d")) == .closed)
    // Typed text counts, not entered yet.
    let typing = form("signup")
    press(typing, .text("x"))
    #expect(typing.handle(.control("c")) == nil)
    #expect(typing.handle(.text("y")) == .aborted)
    #expect(InteractiveForm.Ending.submitted.exitStatus == 0)
    #expect(InteractiveForm.Ending.closed.exitStatus == 0)
    #expect(InteractiveForm.Ending.quit.exitStatus == 3)
    #expect(InteractiveForm.Ending.aborted.exitStatus == 130)
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

  // MARK: - 8. Messages at the edge

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

  @Test func refusalsAreSaidInTheScreensWordsWithTheirReasons() {
    let form = form("catalog")
    press(form, .end, .up, .enter)
    #expect(
      screen(form, width: 80, height: 14).contains(
        "❯10  Place order           (disabled: needs a name (Text › Name))\n"
          + "     ! disabled: needs a name (Text › Name)"))
    #expect(!screen(form, height: 14).contains("try"))
    press(form, .control("y"))
    #expect(screen(form, height: 14).contains("\nnothing to redo\n"))
  }

  // MARK: - 9. Finding one's way

  @Test func thePickerOpensOnTheChosenOptionAndEnterReturns() {
    let form = form("settings")
    press(form, .enter, .end, .enter)
    #expect(form.session.path == ["Settings", "Personal Hotspot", "Notification"])
    #expect(form.currentRow?.title == "Always")
    press(form, .down, .enter)
    #expect(form.session.path == ["Settings", "Personal Hotspot"])
    #expect(state(form, Settings.self)?.hotspot.showPreview == .whenUnlocked)
    #expect(form.currentRow?.title == "Notification")
    press(form, .enter)
    #expect(form.currentRow?.title == "When Unlocked")
    // space chooses and stays; / filters the options, enter chooses the one left
    press(form, .text(" "), .text("/nev"), .enter)
    #expect(state(form, Settings.self)?.hotspot.showPreview == .never)
    #expect(form.session.path == ["Settings", "Personal Hotspot"])
  }

  @Test func checkBoxesShowAndTakeAllOrNone() {
    let form = form("catalog")
    press(form, .down, .down, .down, .enter, .down, .down, .enter, .down, .text(" "))
    #expect(
      screen(form) == """
        Catalog › Choices › Toppings

          1  [ ] Mushrooms
        ❯ 2  [x] Olives
          3  [ ] Basil






        space check · a all · n none · ↑↓ move · esc back · q quit
        """)
    press(form, .text("a"))
    #expect(state(form, Catalog.self)?.toppings == Set(Catalog.Topping.allCases))
    press(form, .text("n"))
    #expect(state(form, Catalog.self)?.toppings == [])
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
        ↓ 12 more
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

        ❯ 1  Network Name  [m…


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

  // MARK: - 10. Colour

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

  private func stripped(_ text: String) -> String {
    var result = ""
    var inSequence = false
    for character in text {
      if character == "\u{1B}" {
        inSequence = true
      } else if inSequence {
        if character.isLetter { inSequence = false }
      } else {
        result.append(character)
      }
    }
    return result
  }

  // MARK: - The rest

  @Test func listRowsMoveAndDelete() {
    let form = form("todos")
    press(form, .down, .text("J"))
    #expect(form.currentRow?.title == "Write tests")
    press(form, .text("d"))
    #expect(
      screen(form, height: 14) == """
        To Do

          ── To Do ──
          1  Buy milk    [off]
        ❯ 2  Call Alice  [off]
          3  New Item    [<what to do>]
          4  Add         (disabled: type the new item first)
             0 of 2 done





        space toggle · d delete · K/J move row · ↑↓ move · q quit
        """)
    #expect(state(form, TodoList.self)?.todos.map(\.title) == ["Buy milk", "Call Alice"])
    // news that is not an error goes beside the row unmarked: `!` is for errors
    press(form, .home, .text("K"))
    #expect(
      screen(form, height: 8).contains(
        "\n❯ 1  Buy milk    [off]\n     already at the end of its list\n  2  Call Alice"))
  }

  @Test func slashFiltersTheRowsAndEnterOpensTheOneLeft() {
    let form = form("catalog")
    press(form, .text("/"), .text("add"))
    #expect(
      screen(form, height: 8) == """
        Catalog
        ❯ 6  Address               1 Main St, 12345 Springfield  ›




        / filter: add
        type to filter · enter open · ↑↓ move · esc clear
        """)
    press(form, .enter)
    #expect(form.session.path == ["Catalog", "Address"])
    press(form, .escape, .text("/"), .text("zzz"))
    #expect(screen(form, height: 6).contains("no row's title has 'zzz'"))
    press(form, .escape)
    #expect(form.currentRow?.title == "Address")
  }

  @Test func typingAFilterPutsTheCursorOnTheFirstRowLeft() {
    let form = form("catalog")
    press(form, .end)
    let matching = form.session.topScreen.visibleCells.filter {
      $0.title.lowercased().contains("a")
    }
    #expect(matching.count > 1)
    #expect(form.currentRow !== matching.first)
    press(form, .text("/"), .text("a"))
    #expect(form.currentRow === matching.first)
    let lines = screen(form, height: 20).split(separator: "\n")
    #expect(lines[1].hasPrefix("❯"))
    #expect(lines.filter { $0.hasPrefix("❯") }.count == 1)
    press(form, .escape)
    #expect(form.currentRow?.title == form.session.topScreen.visibleCells.last?.title)
  }

  @Test func aTallScreenScrollsToKeepTheCursorInSight() {
    let form = form("signup")
    press(form, .down, .down, .down, .down, .down, .down)
    #expect(
      screen(form) == """
        Sign Up
             ! Required
          4  Confirm Password  []
             ! Required

          ── Profile ──
          5  Age               [<optional>]
          6  Website           [<optional>]

        ❯ 7  Newsletter        [off]
        ↑ 6 more  ↓ 3 more
        space toggle · ↑↓ move · q quit · / filter · ctrl-z undo
        """)
    press(form, .home)
    #expect(screen(form).hasPrefix("Sign Up\n\n  ── Account ──\n❯ 1  Username"))
  }

  @Test func theChooserEndsWithTheExamplePicked() {
    let session = FormDriver(
      initial: ExampleChoice(), title: "formwork-demo: choose an example",
      build: exampleChooserForm)
    let chooser = InteractiveForm(session: session)
    chooser.endsWhen = { session.state.chosen != nil }
    #expect(
      screen(chooser, width: 80, height: 14) == """
        formwork-demo: choose an example

          ── Examples ──
        ❯ 1  settings  the seed's Settings › Personal Hotspot form  ›
          2  signup    a sign-up form that validates as you type  ›
          3  todos     a list editor: add, delete and move items  ›
          4  catalog   the control catalog: every control, a screen per kind  ›
          5  checkout  a checkout wizard: one step at a time, each checked  ›
          6  profile   a profile form derived from a Codable struct (modelForm)  ›
          7  team      a team wizard: checks that wait, members, a draft, a model fo…  ›
          8  booking   a hotel booking in the user's language (--locale de)  ›


        enter open · ↑↓ move · q quit · / filter · ctrl-z undo · ctrl-y redo
        """)
    #expect(chooser.handle(.down) == nil)
    #expect(chooser.handle(.enter) == .finished)
    #expect(session.state.chosen == "signup")
  }

  @Test func aTextAreaAsksForTheEditorAndTakesItsText() {
    let form = form("catalog")
    press(form, .enter, .end, .control("e"))
    #expect(form.externalEdit == InteractiveForm.ExternalEdit(text: "", title: "Notes"))
    form.finishExternalEdit("Ring twice\nthen wait")
    #expect(form.externalEdit == nil)
    #expect(state(form, Catalog.self)?.notes == "Ring twice\nthen wait")
    press(form, .control("e"))
    form.finishExternalEdit(nil, failure: "the editor 'vi' ended with status 1")
    #expect(screen(form).contains("\nthe editor 'vi' ended with status 1\n"))
    #expect(state(form, Catalog.self)?.notes == "Ring twice\nthen wait")
  }

  @Test func everyGestureIsReportedTakenOrNot() {
    var performed: [InteractiveForm.Performed] = []
    let form = form("settings")
    form.onGesture = { performed.append($0) }
    press(form, .enter, .text(" "), .down, .enter, .escape, .control("y"))
    #expect(
      performed.map(\.gesture) == [.tap(row: 1), .toggle(row: 1), .tap(row: 2), .back, .redo])
    #expect(performed.map(\.isTaken) == [true, true, true, true, false])
  }
}
