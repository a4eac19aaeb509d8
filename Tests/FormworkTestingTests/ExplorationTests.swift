import Formwork
import FormworkTesting
import Testing

/// How a form is explored (`Exploration.swift`): breadth first, each configuration once
/// however many routes reach it, within budgets it says it stopped by; undo and snapshots
/// checked at every configuration; and the texts tried on each text row.
@Suite struct ExplorationTests {
  // MARK: Two routes to one configuration

  struct Pair: Hashable {
    var a = false
    var b = false
  }

  private var pairForm: Form<Pair> {
    sections([
      section([
        controlCell(title: "A", control: toggle(keyPath: \.a)),
        controlCell(title: "B", control: toggle(keyPath: \.b)),
      ])
    ])
  }

  @Test func twoRoutesToOneConfigurationAreExploredOnce() {
    let explorer = FormExplorer(initial: Pair(), title: "Pair", form: pairForm)
    // Every configuration offers 9 gestures: back, undo, redo, next, prev, and a tap and a
    // toggle on each row. A configuration is the two switches and the focus (none, A or B);
    // a switch toggled takes the focus, so the focus is none only before any gesture: 9 of
    // them. Within 1 gesture: the initial one; A on with the focus on A, B on with it on B,
    // the focus on A, on B. Within 2, the other 4: both on with the focus on A (B, then A)
    // or on B (A, then B), one on with the focus on the other (a switch, then next). The
    // focus on A is reached again at 2 (A on, then undo), and explored once.
    let report = explorer.explore(depth: 3)
    #expect(report.failure == nil)
    #expect(report.configurations == 9)
    // Each of the 9 is explored once: 9 gestures each.
    #expect(report.transitions == 9 * 9)
    #expect(report.depthReached == 2)
    #expect(report.stoppedBy == nil)
    // Any depth more finds nothing new: every configuration was visited.
    let whole = explorer.explore(depth: 10)
    #expect(whole.configurations == 9)
    #expect(whole.transitions == 9 * 9)
    #expect(whole.depthReached == 2)
    #expect(whole.stoppedBy == nil)
  }

  @Test func budgetsStopTheExplorationAndSaySo() {
    let explorer = FormExplorer(initial: Pair(), title: "Pair", form: pairForm)
    let byConfigurations = explorer.explore(depth: 10, maxConfigurations: 5)
    #expect(byConfigurations.configurations == 5)
    #expect(byConfigurations.stoppedBy == .configurations)
    let byTransitions = explorer.explore(depth: 10, maxTransitions: 20)
    #expect(byTransitions.transitions == 20)
    #expect(byTransitions.stoppedBy == .transitions)
    let byDepth = explorer.explore(depth: 0)
    #expect(byDepth.configurations == 1)
    #expect(byDepth.transitions == 0)
    #expect(byDepth.stoppedBy == .depth)
    // A budget the exploration does not reach stops nothing.
    #expect(explorer.explore(depth: 10, maxConfigurations: 12).stoppedBy == nil)
    #expect(explorer.explore(depth: 10, maxTransitions: 108).stoppedBy == nil)
  }

  // MARK: Undo and snapshots

  struct Lamp: Hashable, Codable {
    var isOn = false
    var brightness = 5
  }

  /// A row that switches the lamp on a tap, written the way a user might get it wrong: it
  /// remembers what it set and writes it back whenever state differs, so undo cannot take
  /// its change back.
  private var stickyLampRow: Element<FormCell, Lamp> {
    return { context in
      let cell = FormCell(title: "Lamp")
      cell.shouldHighlight = true
      var remembered: Bool?
      var shown = context.state.isOn
      cell.didSelect = {
        remembered = !shown
        context.change { $0.isOn = !shown }
      }
      return Rendered(element: cell, strongReferences: []) { state in
        if let remembered, state.isOn != remembered { context.change { $0.isOn = remembered } }
        shown = state.isOn
        cell.detail = state.isOn ? "On" : "Off"
      }
    }
  }

  @Test func undoThatDoesNotTakeAChangeBackIsCaught() throws {
    let form: Form<Lamp> = sections([section([stickyLampRow])])
    // Walks take undo too, but nothing tells them what undo should give.
    let walker = RandomWalker(initial: Lamp(), title: "Lamp", form: form)
    #expect(walker.firstFailure(walks: 20, steps: 20, seed: 0) == nil)
    let failure = try #require(
      FormExplorer(initial: Lamp(), title: "Lamp", form: form).explore(depth: 2).failure)
    #expect(failure.kind == .undoDidNotRestore)
    #expect(failure.shrunk == [.tap(row: 1), .undo])
    #expect(
      failure.details == """
        `undo` after `tap 1` gave a state that no configuration on the way had; compared \
        with the state before `tap 1`:
          isOn: expected true → false, but it stayed true
        """)
  }

  /// A lamp whose brightness is not saved: its coding keys leave it out.
  struct ForgetfulLamp: Hashable, Codable {
    var isOn = false
    var brightness = 5

    enum CodingKeys: String, CodingKey {
      case isOn
    }
  }

  @Test func aSnapshotThatDoesNotRestoreIsCaught() throws {
    let form: Form<ForgetfulLamp> = sections([
      section([
        controlCell(title: "On", control: toggle(keyPath: \.isOn)),
        controlCell(
          title: "Brightness",
          control: stepper(keyPath: \.brightness, range: 1...10)),
      ])
    ])
    let failure = try #require(
      FormExplorer(initial: ForgetfulLamp(), title: "Lamp", form: form).explore(depth: 2)
        .failure)
    #expect(failure.kind == .snapshotDidNotRestore)
    #expect(failure.shrunk == [.enter(row: 2, text: "1")])
    #expect(
      failure.details == """
        The form's snapshot, saved as JSON and restored into a fresh form, has another state:
          brightness: expected 1, but it is 5
        """)
    // The same lamp, saved whole, restores.
    let lamp: Form<Lamp> = sections([
      section([
        controlCell(title: "On", control: toggle(keyPath: \.isOn)),
        controlCell(
          title: "Brightness",
          control: stepper(keyPath: \.brightness, range: 1...10)),
      ])
    ])
    #expect(
      FormExplorer(initial: Lamp(), title: "Lamp", form: lamp).explore(depth: 2).failure == nil)
  }

  struct Order: Hashable, Codable {
    var name = "Ann"
    var orders = 0
  }

  @Test func aScreenNoRowOpenedIsNotExpectedBackFromASnapshot() {
    // "Place order" shows a confirmation: a snapshot cannot open it again by a tap (that
    // would place another order), and restores the screens below it.
    let form: Form<Order> = sections([
      section([
        buttonCell(title: "Place order") { context in
          context.change { $0.orders += 1 }
          let thanks = FormCell(title: "Thank you, \(context.state.name)!")
          context.push(Screen(title: "Order placed", sections: [Section(cells: [thanks])]))
        }
      ])
    ])
    let report = FormExplorer(initial: Order(), title: "Order", form: form).explore(depth: 3)
    #expect(report.failure == nil)
    #expect(report.stoppedBy == .depth)
  }

  // MARK: What is tried

  struct Contact: Hashable {
    var email = ""
    var note = "x"
    var rating = 10
  }

  @Test func textRowsGetTheEmptyAndCurrentTextTheEndsOfARangeAndTextsUntilOneIsTakenAndOneRefused()
  {
    func entries(_ row: @escaping Element<FormCell, Contact>) -> Int? {
      FormExplorer(initial: Contact(), title: "Contact", form: sections([section([row])]))
        .explore(depth: 1).gestures["enter"]
    }
    // An email: "" and "abc" and "42" are refused, the address is taken: 4.
    #expect(
      entries(
        controlCell(
          title: "Email", control: textField(keyPath: \.email, rules: [.required(), .email()])))
        == 4)
    // Any text: "", the current "x", then "abc" and "42" are taken: no need for more.
    #expect(entries(controlCell(title: "Note", control: textField(keyPath: \.note))) == 4)
    // A stepper: "" is refused, "10" is its value, "0" and "20" its ends, taken: one was
    // taken and one refused, so no default text is needed.
    #expect(
      entries(
        controlCell(
          title: "Rating", control: stepper(keyPath: \.rating, range: 0...20))) == 4)
    // Texts of your own replace the defaults.
    var explorer = FormExplorer(
      initial: Contact(), title: "Contact",
      form: sections([section([controlCell(title: "Note", control: textField(keyPath: \.note))])]))
    explorer.texts = []
    #expect(explorer.explore(depth: 1).gestures["enter"] == 2)
  }
}
