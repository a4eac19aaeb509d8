import Formwork
import FormworkExamples
import FormworkTerminal
import Foundation
import Testing

/// The full-screen front end's keys: editing, refusals said with their reasons, filtering,
/// moving and deleting rows, leaving, the external editor; whole frames and whole states.
@Suite struct KeyHandlingTests: InteractiveFormSuite {
  @Test func aKeyARowDoesNotTakeSaysSoAndChangesNothing() {
    let form = form("settings")
    press(form, .text("x"))
    #expect(screen(form).contains("\nx does nothing here; the keys it takes are below\n"))
    #expect(state(form, Settings.self) == Settings())
    press(form, .escape)
    #expect(screen(form).contains("\nthis is the first screen; q quits\n"))
  }

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

  @Test func aPasteStaysInItsFieldAndANewLineKeyBreaksATextArea() {
    let form = form("signup")
    press(form, .paste("bob\nEmail\r\nsecret"))
    #expect(form.currentRow?.title == "Username")
    press(form, .enter)
    // Written, and its rule says why it is no username.
    #expect(state(form, SignUp.self)?.username == "bob Email secret")
    #expect(
      screen(form).contains(
        """
          1  Username          [bob Email secret]
             ! Use lowercase letters, digits and _
        ❯ 2  Email
        """))
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

          5  Save



        space toggle · d delete · K/J move row · ↑↓ move · q quit
        """)
    #expect(state(form, TodoList.self)?.todos.map(\.title) == ["Buy milk", "Call Alice"])
    // news that is not an error goes beside the row unmarked: `!` is for errors
    press(form, .home, .text("K"))
    #expect(
      screen(form, height: 8).contains(
        "\n❯ 1  Buy milk    [off]\n     already at the end of its list\n  2  Call Alice"))
  }

  private struct Phones: Equatable {
    struct Phone: Identifiable, Equatable {
      var id: Int
      var number: String
    }
    var phones = [Phone(id: 1, number: "555 0100"), Phone(id: 2, number: "555 0199")]
  }

  /// A list row whose control is a text field takes letters as text: control keys delete
  /// and move it, and the help bar names them.
  @Test func listRowsOfTextFieldsMoveAndDeleteWithControlKeys() {
    let row: Element<FormCell, Phones.Phone> = controlCell(
      title: "Phone", control: textField(keyPath: \.number))
    let session = FormDriver(
      initial: Phones(), title: "Phones",
      build: sections([listSection(\Phones.phones, rows: [row])]))
    let form = InteractiveForm(session: session)
    press(form, .text("d"), .escape)  // a letter is text here
    #expect(state(form, Phones.self) == Phones())
    press(form, .control("n"))
    #expect(state(form, Phones.self)?.phones.map(\.id) == [2, 1])
    #expect(
      screen(form, width: 80, height: 8) == """
        Phones

          1  Phone  [555 0199]
        ❯ 2  Phone  [555 0100]



        type to edit · enter edit · ctrl-x delete · ctrl-p/ctrl-n move row · ctrl-d quit
        """)
    press(form, .control("x"))
    #expect(state(form, Phones.self)?.phones.map(\.id) == [2])
    #expect(
      screen(form, width: 80, height: 8) == """
        Phones

        ❯ 1  Phone  [555 0199]




        type to edit · enter edit · ctrl-x delete · ↑↓ move · ctrl-d quit · ctrl-z undo
        """)
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
