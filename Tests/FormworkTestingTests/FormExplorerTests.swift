import Formwork
import FormworkExamples
import FormworkTesting
import Testing

/// Exploration has teeth where walks leave things to chance: each fixture below is a form a
/// user might write, broken or built on purpose, and the tests count the work done.
@Suite struct FormExplorerTests {
  // MARK: A bug three gestures deep

  struct Sound: Hashable {
    var volume = 10
    var limitsVolume = false
  }

  /// A summary row for the root screen: the volume, and at the top of the range whether the
  /// limit is on. Broken on purpose: it works its text out again only when the volume
  /// changes, though it reads the limit too.
  private var loudnessRow: Element<FormCell, Sound> {
    return { _ in
      let cell = FormCell(title: "Loudness")
      var shownVolume: Int?
      return Rendered(element: cell, strongReferences: []) { state in
        guard state.volume != shownVolume else { return }
        shownVolume = state.volume
        cell.detail =
          state.volume == 20 ? (state.limitsVolume ? "limited" : "too loud") : "\(state.volume)"
      }
    }
  }

  private var soundForm: Form<Sound> {
    sections([
      section([
        detailTextCell(
          title: "Sound", keyPath: \.volumeText,
          form: sections([
            section([
              controlCell(
                title: "Volume", control: stepper(keyPath: \.volume, range: 0...20)),
              controlCell(title: "Limit volume", control: toggle(keyPath: \.limitsVolume)),
            ])
          ])),
        loudnessRow,
      ])
    ])
  }

  @Test func aBugThreeGesturesDeepIsFoundWithTheShortestScript() throws {
    // 10,000 random steps do not take the stepper to the top of its range (no walk text is
    // "20", and ten more increments than decrements in a row are rare): they miss it.
    let walker = RandomWalker(initial: Sound(), title: "Settings", form: soundForm)
    #expect(walker.firstFailure(walks: 200, steps: 50, seed: 0) == nil)

    // Exploration enters the ends of the stepper's range, and takes every gesture after it.
    let explorer = FormExplorer(initial: Sound(), title: "Settings", form: soundForm)
    let report = explorer.explore(depth: 3)
    let failure = try #require(report.failure)
    #expect(failure.kind == .inconsistentScreen)
    #expect(failure.shrunk == [.tap(row: 1), .enter(row: 1, text: "20"), .toggle(row: 2)])
    #expect(failure.seed == nil)
    #expect(failure.step == 3)
    #expect(report.stoppedBy == nil)
    #expect(
      failure.description == """
        Exploration failed at depth 3: a screen differs from the same screen of a freshly \
        built form.
        The shortest script that fails, 3 steps; replay it in formwork-demo:
            tap 1
            enter 1 20
            toggle 2
        Screen 1 of 2 shows
            Settings

              1  Sound     20  ›
              2  Loudness  too loud

        but the same screen of a form freshly built from the current state shows
            Settings

              1  Sound     20  ›
              2  Loudness  limited

        """)
    // No shorter script fails: exploring to depth 2 finds nothing.
    let shallow = explorer.explore(depth: 2)
    #expect(shallow.failure == nil)
    #expect(shallow.stoppedBy == .depth)

    // The script replays: in a tester, with the REPL's interpreter, and in the explorer.
    let tester = FormTester(initial: Sound(), title: "Settings", form: soundForm)
    #expect(tester.run(failure.script))
    #expect(tester.state == Sound(volume: 20, limitsVolume: true))
    tester.back()
    #expect(tester.row("Loudness")?.detail == "too loud")
    #expect(explorer.replay(failure.shrunk)?.kind == .inconsistentScreen)
    #expect(explorer.replay(Array(failure.shrunk.prefix(2))) == nil)
  }

  @Test func checkRecordsTheFailureAtTheCaller() {
    let explorer = FormExplorer(initial: Sound(), title: "Settings", form: soundForm)
    let expected = explorer.explore(depth: 3).failure?.description
    #expect(expected != nil)
    let line = #_sourceLocation.line + 2
    withKnownIssue {
      explorer.check(depth: 3)
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
        && issue.comments.map(\.rawValue) == [expected]
    }
  }

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

  // MARK: Coverage

  struct Dinner: Hashable {
    var guests = 2
    var starter = false
    var main = false

    var hasTwoCourses: Bool { starter && main }
  }

  /// A booking form with a deliberately dead row: "Private room" needs more guests than the
  /// choice of guests offers. The chef's menu takes both courses, on a screen of its own:
  /// three gestures.
  private var dinnerForm: Form<Dinner> {
    sections([
      section([
        controlCell(
          title: "Guests",
          control: segmentedControl(
            keyPath: \.guests, options: [2, 4, 6, 8], optionTitle: { "\($0)" })),
        disabled(buttonCell(title: "Private room") { _ in }, when: \.guests, { $0 <= 8 }),
        detailTextCell(
          title: "Courses", keyPath: \.coursesText,
          form: sections([
            section([
              controlCell(title: "Starter", control: toggle(keyPath: \.starter)),
              controlCell(title: "Main", control: toggle(keyPath: \.main)),
              buttonCell(title: "Chef's menu", isEnabled: \.hasTwoCourses) { _ in },
            ])
          ])),
      ])
    ])
  }

  @Test func coverageListsTheDeadRowAndNotTheOneEnabledThreeGesturesDeep() {
    let explorer = FormExplorer(initial: Dinner(), title: "Dinner", form: dinnerForm)
    let report = explorer.explore(depth: 3)
    #expect(report.failure == nil)
    #expect(report.neverEnabled == ["Dinner › Private room"])
    #expect(report.neverVisible == [])
    #expect(report.unreachable == ["never enabled: Dinner › Private room"])
    #expect(report.optionsNeverChosen == [])
    // Two gestures are not enough for the chef's menu: it takes the screen and both courses.
    let shallow = explorer.explore(depth: 2)
    #expect(shallow.neverEnabled == ["Dinner › Private room", "Dinner › Courses › Chef's menu"])
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

  // MARK: What is tried, and how states are told apart

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

  /// Clicks counted on a button: no `Hashable`, no `Codable`.
  struct Clicks {
    var isOn = false
    var clicks = 0
  }

  @Test func statesAreKeyedByTheKeyATestGives() {
    let form: Form<Clicks> = sections([
      section([
        buttonCell(title: "Click") { context in context.change { $0.clicks += 1 } }
      ])
    ])
    // By their `dump`, every click makes a new state: one more configuration per level.
    let counted = FormExplorer(initial: Clicks(), title: "Clicks", form: form)
      .explore(depth: 3)
    #expect(counted.configurations == 4)
    #expect(counted.stoppedBy == .depth)
    // Keyed by what matters, clicking changes nothing that matters: one configuration.
    let keyed = FormExplorer(
      initial: Clicks(), title: "Clicks", form: form, key: { AnyHashable($0.isOn) }
    ).explore(depth: 3)
    #expect(keyed.configurations == 1)
    #expect(keyed.stoppedBy == nil)
  }

  @Test func theReportReadsAsText() {
    let report = FormExplorer(initial: Dinner(), title: "Dinner", form: dinnerForm)
      .explore(depth: 3)
    #expect(
      report.description == """
        Explored "Dinner" breadth first to depth 3: \(report.configurations) configurations, \
        \(report.transitions) transitions, deepest 3.
        Stopped by the depth: configurations at depth 3 were not explored.
        Never visible: none
        Never enabled:
            Dinner › Private room
        Screens never opened: none
        Options never chosen: none
        Gestures never taken: none
        Rules never failed: none
        Rules never passed: none
        """)
  }
}

extension FormExplorerTests.Sound {
  /// The volume, as the root screen shows it.
  var volumeText: String { "\(volume)" }
}

extension FormExplorerTests.Dinner {
  /// The courses chosen, as the root screen shows them.
  var coursesText: String { "\([starter, main].filter { $0 }.count) of 2" }
}
