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
                title: "Volume",
                control: stepper(
                  keyPath: \.volume, range: 0...20, rules: [.range(0...20).gating()])),
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
        The shortest script that fails, 3 steps; replay it on Settings with FormTester.run(_:):
            tap 1
            enter 1 20
            toggle 2
        Screen 1 of 2 shows
            Settings

              1  Sound     20  ›
              2  Loudness  too loud

        but the same screen of a form freshly built from the current state and input shows
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
        disabled(buttonCell(title: "Private room") { _ in }, when: { $0.guests <= 8 }),
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

  // MARK: How states are told apart

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
