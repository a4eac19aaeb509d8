import Formwork
import FormworkTerminal
import Testing

/// A note row (`noteCell(title:description:)`) in every terminal front end: the full
/// screen shows its description wrapped and its cursor passes over it both ways; the REPL
/// shows it under its number; the accessible mode and the plain questions read it aloud.
@Suite struct NoteRowTests: InteractiveFormSuite {
  private struct Trip: Equatable {
    var name = ""
    var window = false
  }

  private var tripForm: Form<Trip> {
    sections([
      section([
        noteCell(
          title: "Before you start",
          description: "Names are checked when you leave the row; a window seat costs extra."),
        controlCell(title: "Name", control: textField(keyPath: \.name)),
        noteCell(title: "Seats", description: "One a booking."),
        controlCell(title: "Window seat", control: toggle(keyPath: \.window)),
      ]),
      section([noteCell(title: "That is all", description: "")], header: "End"),
    ])
  }

  private func trip() -> InteractiveForm {
    InteractiveForm(session: FormDriver(initial: Trip(), title: "Trip", build: tripForm))
  }

  @Test func theCursorPassesOverNotesBothWays() {
    let form = trip()
    #expect(form.currentRow?.title == "Name")
    press(form, .down)
    #expect(form.currentRow?.title == "Window seat")
    press(form, .down)  // only a note below: the cursor stays
    #expect(form.currentRow?.title == "Window seat")
    press(form, .up)
    #expect(form.currentRow?.title == "Name")
    press(form, .up)
    #expect(form.currentRow?.title == "Name")
    press(form, .end)
    #expect(form.currentRow?.title == "Window seat")
    press(form, .home)
    #expect(form.currentRow?.title == "Name")
    press(form, .down, .text(" "))
    #expect(state(form, Trip.self) == Trip(name: "", window: true))
    #expect(
      screen(form, width: 44, height: 16) == """
        Trip

          1  Before you start
             Names are checked when you leave the
               row; a window seat costs extra.
          2  Name         []
          3  Seats
             One a booking.
        ❯ 4  Window seat  [on]

          ── End ──
          5  That is all



        space toggle · ↑↓ move · q quit · / filter
        """)
  }

  @Test func aScreenOfNotesOnlyKeepsItsCursorAndTakesNoGesture() {
    let form = InteractiveForm(
      session: FormDriver(
        initial: Trip(), title: "About",
        build: sections([
          section([noteCell(title: "A", description: "a"), noteCell(title: "B", description: "b")])
        ])))
    press(form, .down, .up, .enter, .text(" "))
    #expect(form.currentRow?.title == "A")
    #expect(state(form, Trip.self) == Trip())
  }

  @Test func theReplShowsANoteUnderItsNumber() {
    let driver = FormDriver(initial: Trip(), title: "Trip", build: tripForm)
    #expect(
      ScreenRenderer().render(driver) == """
        Trip

          1  Before you start
             Names are checked when you leave the row; a window seat costs extra.
          2  Name         []
          3  Seats
             One a booking.
          4  Window seat  [off]

          ── End ──
          5  That is all

        """)
    #expect(driver.topScreen.visibleCells[0].offeredGestures.isEmpty)
  }

  @Test func theAccessibleModeAndThePlainQuestionsReadNotesAloud() throws {
    let driver = FormDriver(initial: Trip(), title: "Trip", build: tripForm)
    let transcript = AccessibleForm.transcript(driver, input: "Ada\ny\n\n")
    #expect(
      transcript == """
        Trip. Answer each question; an empty answer keeps the value; ? for help.
        Before you start. Names are checked when you leave the row; a window seat costs extra.
        Name: empty. New value? Ada
        Seats. One a booking.
        Window seat: off. On? (y/n): y
        That is all.
        That was the last row of Trip. Press Enter to finish, a row number to go back to it, or ? for help:\u{20}

        """)
    #expect(driver.state == Trip(name: "Ada", window: true))
    var lines = ""
    let answered = try Prompt.run(
      tripForm, initial: Trip(), title: "Trip",
      options: .answering("Ada\ny\n") { lines += $0 })
    #expect(answered == Trip(name: "Ada", window: true))
    #expect(
      lines == """
        Before you start. Names are checked when you leave the row; a window seat costs extra.
        Name: empty. New value? Ada
        Seats. One a booking.
        Window seat? (y/N) y
        That is all.

        """)
  }
}
