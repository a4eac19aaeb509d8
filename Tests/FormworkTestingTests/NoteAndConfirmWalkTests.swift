import Formwork
import FormworkTesting
import Testing

/// Random walks and exploration over a form that mixes notes and yes-or-no rows: a note and
/// a confirm in a section a confirm shows and hides, labels of the tool's own. Every screen
/// stays what a fresh form shows.
@Suite struct NoteAndConfirmWalkTests {
  private struct Trip: Equatable {
    var extras = false
    var meal = true
    var name = ""
  }

  private var tripForm: Form<Trip> {
    sections([
      section([
        noteCell(title: "Trip", description: "Say what you need; extras cost more."),
        confirmCell(title: "Extras?", keyPath: \.extras),
        controlCell(title: "Name", control: textField(keyPath: \.name)),
      ]),
      section(
        [
          noteCell(title: "Extras", description: ""),
          confirmCell(title: "Meal?", keyPath: \.meal, yes: "Please", no: "No thanks"),
        ], header: "Extras", isVisible: \.extras),
    ])
  }

  @Test func walksAndExplorationFindNothing() {
    var walker = RandomWalker(initial: Trip(), title: "Trip", form: tripForm)
    walker.texts = ["", "Ada"]
    #expect(walker.firstFailure(walks: 100, steps: 30, seed: 45) == nil)
    let explorer = FormExplorer(initial: Trip(), title: "Trip", form: tripForm)
    let report = explorer.check(depth: 4)
    #expect(report.failure == nil)
  }
}
