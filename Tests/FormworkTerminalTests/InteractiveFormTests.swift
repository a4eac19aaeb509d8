import Formwork
import FormworkExamples
import FormworkTerminal
import Testing

/// The full-screen front end, key by key, without a terminal: whole frames and whole states.
@Suite struct InteractiveFormTests {
  private func form(_ name: String) -> InteractiveForm {
    InteractiveForm(session: (Example.named(name) ?? examples[0]).start())
  }

  private func press(_ form: InteractiveForm, _ keys: TerminalKey...) {
    for key in keys { form.handle(key) }
  }

  /// The frame's text with the blank lines before the status line squeezed to one `⋮`.
  private func screen(_ form: InteractiveForm, width: Int = 60, height: Int = 12) -> String {
    form.frame(width: width, height: height).text
  }

  @Test func arrowsEnterAndSpaceDriveTheSettingsForm() {
    let form = form("settings")
    #expect(
      screen(form) == """
        Settings

        ❯ 1  Personal Hotspot  On  ›








        enter open · ↑↓ move · q quit · / filter · ^Z undo
        """)
    press(form, .enter, .text(" "), .down)
    #expect(
      screen(form) == """
        Settings › Personal Hotspot

          1  Personal Hotspot  [off]

        ❯ 2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›



        enter open · ↑↓ move · esc back · q quit · / filter · ^Z un…
        """)
    #expect(form.session.driver(as: Settings.self)?.state.hotspot.isEnabled == false)
    // k and j move too; ← goes back, restoring the cursor where it was on that screen
    press(form, .text("j"), .text("k"), .left)
    #expect(form.session.path == ["Settings"])
    press(form, .right)
    #expect(form.currentRow?.title == "Password")
    press(form, .control("z"))
    #expect(form.session.driver(as: Settings.self)?.state == Settings())
  }

  @Test func textIsEditedInPlaceAndARefusalStaysBesideItsRow() {
    let form = form("catalog")
    press(form, .down, .enter, .text("x"))
    #expect(form.frame(width: 60, height: 12).cursor == .init(line: 2, column: 19))
    press(form, .enter)
    #expect(
      screen(form) == """
        Catalog › Numbers

        ❯ 1  Age       [36x]
             ! not a number: 36x
          2  Floor     [<none>]
          3  Diameter  [30 cm]
          4  Tip       [<none>]




        enter save · esc cancel · ←→ home end edit · ↑↓ save and mo…
        """)
    #expect(form.session.driver(as: Catalog.self)?.state == Catalog())
    // ←, backspace and typing fix it; enter saves and moves on
    press(form, .backspace, .home, .delete, .text("4"), .enter)
    #expect(
      screen(form) == """
        Catalog › Numbers

          1  Age       [46]
        ❯ 2  Floor     [<none>]
          3  Diameter  [30 cm]
          4  Tip       [<none>]





        type to edit · ↑↓ move · esc back · q quit · / filter · ^Z …
        """)
    #expect(form.session.driver(as: Catalog.self)?.state.age == 46)
    // esc abandons an edit: the field keeps its value
    press(form, .up, .text("9"), .escape)
    #expect(form.session.driver(as: Catalog.self)?.state.age == 46)
    #expect(form.frame(width: 60, height: 12).cursor == nil)
  }

  @Test func steppersStepWithLeftAndRight() {
    let form = form("catalog")
    press(form, .down, .down, .enter, .right, .right, .down, .left)
    #expect(
      screen(form) == """
        Catalog › Steppers and sliders

          1  Quantity   [− 3 +]
        ❯ 2  Spiciness  [0.4 ▮▮▮▮▯▯▯▯▯▯]







        ←→ step · enter type a value · ↑↓ move · esc back · q quit …
        """)
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
          2  Call Alice  [off]
        ❯ 3  New Item    [<what to do>]
          4  Add         (disabled)
             0 of 2 done





        type to edit · ↑↓ move · q quit · / filter · ^Z undo
        """)
    #expect(
      form.session.driver(as: TodoList.self)?.state.todos.map(\.title) == [
        "Buy milk", "Call Alice",
      ])
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
    #expect(screen(form, height: 6).contains("no row's title contains 'zzz'"))
    press(form, .escape)
    #expect(form.currentRow?.title == "Address")
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
        space toggle · ↑↓ move · q quit · / filter · ^Z undo
        """)
    press(form, .home)
    #expect(screen(form).hasPrefix("Sign Up\n\n  ── Account ──\n❯ 1  Username"))
  }

  @Test func quittingAsksOnlyWhenThereAreChanges() {
    let clean = form("settings")
    #expect(clean.handle(.text("q")) == .quit)
    #expect(form("settings").handle(.control("c")) == .aborted)

    let changed = form("settings")
    press(changed, .enter, .text(" "))
    #expect(changed.handle(.control("c")) == nil)
    #expect(screen(changed).contains("Quit without submitting? Your changes will be lost. (y/n)"))
    #expect(changed.handle(.text("n")) == nil)
    #expect(changed.session.path == ["Settings", "Personal Hotspot"])
    #expect(changed.handle(.control("d")) == nil)
    #expect(changed.handle(.text("y")) == .quit)
    // typed but not entered text counts as a change
    let typing = form("settings")
    press(typing, .enter, .down, .enter, .text("x"))
    #expect(typing.handle(.control("c")) == nil)
    #expect(typing.handle(.text("y")) == .aborted)
  }

  @Test func aSubmittedFormEndsSubmitted() {
    struct Newsletter { var subscribed = false }
    let session = FormSession(
      initial: Newsletter(), title: "News",
      form: sections(
        [
          section([
            controlCell(title: "Subscribe", control: toggle(keyPath: \Newsletter.subscribed))
          ])
        ],
        submit: "Send", onSubmit: { _ in }))
    let form = InteractiveForm(session: session)
    press(form, .text(" "), .down, .enter)
    #expect(session.submitCount == 1)
    #expect(form.handle(.text("q")) == .submitted)
    #expect(InteractiveForm.Ending.submitted.exitStatus == 0)
    #expect(InteractiveForm.Ending.quit.exitStatus == 3)
    #expect(InteractiveForm.Ending.aborted.exitStatus == 130)
  }
}
