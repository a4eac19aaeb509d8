import Formwork
import FormworkExamples
import FormworkTesting
import Testing

/// Walks have teeth: each broken element below is written the way a user might get one
/// wrong, and the walks catch it with a short script.
@Suite struct RandomWalkerTests {
  // MARK: Broken elements

  /// A section whose footer follows its key path on the first update only.
  private func stuckFooterSection<State>(
    _ cells: [Element<FormCell, State>], footer: KeyPath<State, String?>
  ) -> Element<Section, State> {
    return { context in
      let rendered = section(cells)(context)
      var updates = 0
      return Rendered(element: rendered.element, strongReferences: rendered.strongReferences) {
        state in
        updates += 1
        if updates == 1 { rendered.element.footer = state[keyPath: footer] }
        rendered.update(state)
      }
    }
  }

  /// The seed's hotspot form with the footer under its switch stuck.
  private var stuckFooterHotspotForm: Form<Hotspot> {
    sections([
      stuckFooterSection(
        [controlCell(title: "Personal Hotspot", control: toggle(keyPath: \.isEnabled))],
        footer: \.enabledSectionTitle),
      section([
        nestedTextField(title: "Password", keyPath: \.password),
        nestedTextField(title: "Network Name", keyPath: \.networkName),
      ]),
      section([
        detailTextCell(title: "Notification", keyPath: \.showPreview.text, form: showPreviewForm)
      ]),
    ])
  }

  private var stuckFooterSettingsForm: Form<Settings> {
    sections([
      section([
        detailTextCell(
          title: "Personal Hotspot", keyPath: \.hotspotEnabled,
          form: bind(form: stuckFooterHotspotForm, to: \.hotspot))
      ])
    ])
  }

  /// An option cell whose checkmark follows state on the first update only.
  private func stuckOptionCell<State>(
    title: String, option: ShowPreview, keyPath: WritableKeyPath<State, ShowPreview>
  ) -> Element<FormCell, State> {
    return { context in
      let rendered = optionCell(title: title, option: option, keyPath: keyPath)(context)
      var updates = 0
      return Rendered(element: rendered.element, strongReferences: []) { state in
        updates += 1
        if updates == 1 { rendered.update(state) }
      }
    }
  }

  /// The settings form with the notification choice, two screens deep, broken.
  private var stuckCheckmarkSettingsForm: Form<Settings> {
    let previews: Form<Hotspot> = sections([
      section(
        ShowPreview.all.map { stuckOptionCell(title: $0.text, option: $0, keyPath: \.showPreview) })
    ])
    let hotspot: Form<Hotspot> = sections([
      section([controlCell(title: "Personal Hotspot", control: toggle(keyPath: \.isEnabled))]),
      section([detailTextCell(title: "Notification", keyPath: \.showPreview.text, form: previews)]),
    ])
    return sections([
      section([
        detailTextCell(
          title: "Personal Hotspot", keyPath: \.hotspotEnabled,
          form: bind(form: hotspot, to: \.hotspot))
      ])
    ])
  }

  // MARK: Teeth

  @Test func stuckFooterIsCaughtWithAShortReplayableScript() throws {
    let walker = RandomWalker(
      initial: Settings(), title: "Settings", form: stuckFooterSettingsForm)
    let failure = try #require(walker.firstFailure(walks: 200, steps: 50, seed: 0))
    #expect(failure.kind == .inconsistentScreen)
    #expect(failure.shrunk == [.tap(row: 1), .toggle(row: 1)])
    #expect(failure.shrunk.count <= 5)
    #expect(failure.step == failure.steps.count)
    #expect(
      failure.details == """
        Screen 2 of 2 shows
            Settings › Personal Hotspot

              1  Personal Hotspot  [off]
                 Personal Hotspot Enabled

              2  Password          hello  ›
              3  Network Name      my network  ›

              4  Notification      Always  ›

        but the same screen of a form freshly built from the current state and input shows
            Settings › Personal Hotspot

              1  Personal Hotspot  [off]

              2  Password          hello  ›
              3  Network Name      my network  ›

              4  Notification      Always  ›

        """)
    let seed = try #require(failure.seed)
    #expect(RandomWalker<Settings>.seeds(count: 200, seed: 0).contains(seed))
    #expect(
      failure.description.hasPrefix(
        """
        Random walk with seed \(hex(seed)) failed at step \(failure.step): \
        a screen differs from the same screen of a freshly built form.
        Shrunk to 2 steps; replay them on Settings with FormTester.run(_:):
            tap 1
            toggle 1
        Screen 2 of 2 shows
        """))
  }

  @Test func aFailureReplaysFromItsSeedAndItsScript() throws {
    let walker = RandomWalker(
      initial: Settings(), title: "Settings", form: stuckFooterSettingsForm)
    let failure = try #require(walker.firstFailure(walks: 200, steps: 50, seed: 0))
    // The seed replays the same walk.
    let seed = try #require(failure.seed)
    let again = try #require(walker.walk(seed: seed, steps: 50))
    #expect(again.steps == failure.steps)
    #expect(again.shrunk == failure.shrunk)
    // The shrunk steps fail the same way on their own.
    let replayed = try #require(walker.replay(failure.shrunk))
    #expect(replayed.kind == .inconsistentScreen)
    #expect(replayed.seed == nil)
    #expect(replayed.shrunk == failure.shrunk)
    // And the script drives a tester to the stale footer.
    let tester = FormTester(initial: Settings(), title: "Settings", form: stuckFooterSettingsForm)
    #expect(tester.run(failure.script))
    #expect(tester.row("Personal Hotspot")?.section?.footer == "Personal Hotspot Enabled")
    var expected = Settings()
    expected.hotspot.isEnabled = false
    #expect(tester.state == expected)
  }

  // MARK: Checks that wait

  struct Handle: Equatable {
    var name = ""
    var saved = 0
  }

  /// A name asked of a directory that takes any but the empty one; saved by a submit.
  private var handleForm: Form<Handle> {
    let asked = AsyncValidationRule<Handle, String>(debounce: .milliseconds(300)) { name in
      await Task.yield()
      return name.isEmpty ? "say a name" : nil
    }
    return sections(
      [
        section([
          controlCell(
            title: "Name", control: textField(keyPath: \.name, rules: FieldRules(async: [asked])))
        ])
      ], submit: "Save"
    ) { $0.saved += 1 }
  }

  @Test func walksThatSettleChecksGoWhereOnlyAnAnswerLets() async throws {
    var walker = RandomWalker(initial: Handle(), title: "Handle", form: handleForm)
      .invariant("never saved") { $0.saved == 0 }
    walker.texts = ["", "a"]
    // Left waiting, the check holds the submit back in every walk: nothing is saved.
    let waiting = await walker.runOnItsOwnThread(walks: 20, steps: 20, seed: 3)
    #expect(waiting.failure == nil)
    #expect(waiting.steps == 20 * 20)
    // Answered after each step, a name lets the submit through, shrunk to the two steps.
    walker.settlesChecks = true
    let answered = await walker.runOnItsOwnThread(walks: 20, steps: 20, seed: 3)
    let failure = try #require(answered.failure)
    #expect(failure.kind == .invariantViolated("never saved"))
    #expect(failure.shrunk == [.enter(row: 1, text: "a"), .tap(row: 2)])
  }

  @Test func theSameFormUnbrokenPasses() {
    let walker = RandomWalker(initial: Settings(), title: "Settings", form: settingsForm)
    #expect(walker.firstFailure(walks: 50, steps: 50, seed: 0) == nil)
    #expect(walker.replay([.tap(row: 1), .toggle(row: 1)]) == nil)
  }

  @Test func brokenScreenTwoLevelsDeepIsCaught() throws {
    let walker = RandomWalker(
      initial: Settings(), title: "Settings", form: stuckCheckmarkSettingsForm)
    let failure = try #require(walker.firstFailure(walks: 200, steps: 50, seed: 0))
    #expect(failure.kind == .inconsistentScreen)
    #expect(failure.shrunk.count == 3)
    #expect(Array(failure.shrunk.prefix(2)) == [.tap(row: 1), .tap(row: 2)])
    #expect([Gesture.tap(row: 2), .tap(row: 3)].contains(failure.shrunk.last))
    #expect(failure.details.hasPrefix("Screen 3 of 3 shows"))
  }

  @Test func brokenListIsCaughtAfterADelete() throws {
    let form: Form<Order> = sections([stringRows(\.items, header: "Items", followsState: false)])
    let walker = RandomWalker(initial: Order(), title: "Items", form: form)
    let failure = try #require(walker.firstFailure(walks: 50, steps: 20, seed: 3))
    #expect(failure.kind == .inconsistentScreen)
    #expect(failure.shrunk.count == 1)
    let isListChange: Bool
    switch failure.shrunk.first {
    case .delete, .move: isListChange = true
    default: isListChange = false
    }
    #expect(isListChange)
  }

  /// Each gesture the walks choose, shown by an invariant that only that gesture breaks.
  enum GestureCase: CaseIterable, Sendable {
    case increment, decrement, select, enter, delete, move
  }

  @Test(arguments: GestureCase.allCases) func walksUseEveryGesture(_ gesture: GestureCase) throws {
    var walker = RandomWalker(initial: Order(), title: "Order", form: orderForm)
    let expected: [Gesture]
    switch gesture {
    case .increment:
      walker = walker.invariant("quantity below 2") { $0.quantity < 2 }
      expected = [.increment(row: 1)]
    case .decrement:
      walker = walker.invariant("quantity above 0") { $0.quantity > 0 }
      expected = [.decrement(row: 1)]
    case .select:
      walker = walker.invariant("not large") { $0.size != 2 }
      expected = [.select(row: 2, option: 3)]
    case .enter:
      walker = walker.invariant("no gift note") { $0.note.isEmpty }
      expected = [.toggle(row: 4), .enter(row: 5, text: "a")]
    case .delete:
      walker = walker.invariant("three items") { $0.items.count == 3 }
      expected = []
    case .move:
      walker = walker.invariant("items in order") { $0.items.count < 3 || $0.items[0] == "Apples" }
      expected = []
    }
    let failure = try #require(walker.firstFailure(walks: 200, steps: 50, seed: 0))
    if expected.isEmpty {
      #expect(failure.shrunk.count == 1)
    } else {
      #expect(failure.shrunk == expected)
    }
  }

  @Test func correctFormsWithEveryKindOfControlPass() {
    // Steppers at their bounds, options, text that does not parse (kept with a message),
    // a disabled row, deletes and moves: all refused or taken without breaking a rule.
    let walker = RandomWalker(initial: Order(), title: "Order", form: orderForm)
    let summary = walker.run(walks: 200, steps: 50, seed: 0)
    #expect(summary.failure == nil)
    #expect(summary.steps == 200 * 50)
    #expect(
      Set(summary.gestures.keys) == [
        "tap", "toggle", "enter", "edit", "end", "inc", "dec", "select", "delete", "move",
        "back", "undo", "redo", "next", "prev",
      ])
    #expect(summary.refused > 0)
  }

  @Test func refusedTextMayStayOnItsRow() {
    // "12abc" stays in the Count field with a message, as the guarantees ask; a fresh form
    // shows 10 there. That row is not held against the form; the rest of the screen is.
    let walker = RandomWalker(initial: Order(), title: "Order", form: orderForm)
    #expect(walker.replay([.enter(row: 3, text: "12abc"), .increment(row: 1)]) == nil)
    let tester = FormTester(initial: Order(), title: "Order", form: orderForm)
    #expect(!tester.enter("12abc", in: "Count"))
    #expect(tester.screen.contains("3  Count     [12abc]\n     ! \"12abc\" is not a whole number"))
    #expect(tester.state == Order())
  }

  @Test func emptyFormPasses() {
    let walker = RandomWalker(initial: Settings(), title: "Empty", form: sections([]))
    #expect(walker.firstFailure(walks: 5, steps: 10, seed: 0) == nil)
  }

  @Test func walksLeaveNoScreenOrCellAlive() {
    final class Watched {
      var cells: [() -> FormCell?] = []
    }
    let watched = Watched()
    let watchedCell: Element<FormCell, Settings> = { _ in
      let cell = FormCell(title: "Watched")
      watched.cells.append { [weak cell] in cell }
      return Rendered(element: cell, strongReferences: []) { _ in }
    }
    let form: Form<Settings> = sections([
      section([
        detailTextCell(
          title: "Personal Hotspot", keyPath: \.hotspotEnabled,
          form: sections([section([watchedCell])]) + bind(form: hotspotForm, to: \.hotspot))
      ])
    ])
    let walker = RandomWalker(initial: Settings(), title: "Settings", form: form)
    #expect(walker.firstFailure(walks: 20, steps: 30, seed: 0) == nil)
    #expect(watched.cells.count > 20)  // nested screens were built, by walks and checks
    #expect(watched.cells.allSatisfy { $0() == nil })
  }

  @Test func checkRecordsTheFailureAtTheCaller() {
    let walker = RandomWalker(
      initial: Settings(), title: "Settings", form: stuckFooterSettingsForm)
    let expected = walker.firstFailure(walks: 200, steps: 50, seed: 0)?.description
    #expect(expected != nil)
    let line = #_sourceLocation.line + 2
    withKnownIssue {
      walker.check(walks: 200, steps: 50, seed: 0)
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
        && issue.comments.map(\.rawValue) == [expected]
    }
  }
}

/// The sections of `first`, then those of `second`.
private func + <State>(first: @escaping Form<State>, second: @escaping Form<State>) -> Form<State> {
  return { context in
    let a = first(context)
    let b = second(context)
    return Rendered(
      element: a.element + b.element, strongReferences: a.strongReferences + b.strongReferences
    ) { state in
      a.update(state)
      b.update(state)
    }
  }
}

/// `value` in hexadecimal, as failure reports show seeds.
private func hex(_ value: UInt64) -> String {
  "0x" + String(value, radix: 16, uppercase: true)
}
