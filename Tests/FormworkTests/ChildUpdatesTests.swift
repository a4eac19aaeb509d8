import FormworkTestSupport
import Testing

@testable import Formwork

/// Every element takes part in skipping: a composite written as the README teaches (children
/// run through `context.tracker.run(child.update, with:)`, no footprints) runs only the
/// children whose reads a change wrote, built-in elements skip themselves when run bare and
/// are not counted, and disclosure rows run for their detail, their nested fields' error
/// count and their open screen only.
@Suite struct ChildUpdatesTests {
  private struct Row: Equatable {
    var isOn = false
    var name = ""
    var note = ""
  }

  private struct Group: Equatable {
    var rows = [Row(), Row(), Row()]
  }

  private struct Groups: Equatable {
    var groups = [Group(), Group(), Group(), Group()]
    var title = ""
  }

  /// The README's composite: a form made of forms, each child run through the tracker.
  private func joined<State>(_ forms: [Form<State>]) -> Form<State> {
    return { context in
      let children = forms.map { $0(context) }
      return Rendered(
        element: children.flatMap(\.element), strongReferences: children.map(\.strongReferences)
      ) { state in
        for child in children { context.tracker.run(child.update, with: state) }
      }
    }
  }

  private var groupForm: Form<Group> {
    sections([
      section([
        controlCell(title: "On", control: toggle(keyPath: \.rows[0].isOn)),
        controlCell(title: "Name", control: textField(keyPath: \.rows[1].name)),
        nestedTextField(title: "Note", keyPath: \.rows[2].note),
      ])
    ])
  }

  private var form: Form<Groups> {
    joined(
      (0..<4).map { bind(form: groupForm, to: \Groups.groups[$0]) } + [
        sections([section([controlCell(title: "Title", control: textField(keyPath: \.title))])])
      ])
  }

  private func field(_ driver: FormDriver<Groups>, group: Int) throws -> TextField {
    try #require(driver.topScreen.sections[group].cells[1].control as? TextField)
  }

  @Test func aReadmeCompositeRunsOnlyTheChildThatReadsWhatWasWritten() throws {
    for strategy in [UpdateStrategy.incremental, .naive] {
      let driver = FormDriver(initial: Groups(), title: "Groups", strategy: strategy, build: form)
      #expect(try field(driver, group: 2).enter("two"))
      #expect(driver.state.groups[2].rows[1].name == "two")
      if strategy == .incremental {
        // The composite, group 2's bind, its sections, section, the row's cell and field:
        // the other binds and the title's form skipped themselves, uncounted.
        #expect(driver.updatesInLastChange == 6)
      } else {
        // Naive runs all: the composite, four groups of 1 + 1 + 1 + 3 rows' 2 (the note's
        // row is one closure), the title's form, section, cell and field.
        #expect(driver.updatesInLastChange == 1 + 4 * (1 + 1 + 1 + 2 + 2 + 1) + 4)
      }
    }
  }

  @Test func aBuiltInElementRunBareSkipsItselfUncountedUnderIncrementalOnly() throws {
    let tracker = UpdateTracker()
    let context = RenderingContext<Row>(
      state: Row(), change: { _ in }, push: { _ in }, pop: {}, tracker: tracker)
    var runs = 0
    // A context made by hand has no place in any root state: its reads are unknown and its
    // updates always run.
    let unknown = context.rendered(FormCell(), reads: context.footprint(of: \.name)) { _ in
      runs += 1
    }
    tracker.written = .none
    tracker.run(unknown.update, with: Row())
    #expect(runs == 1 && tracker.updatesRun == 1)
    // Known reads that the round did not write: skipped, and not counted.
    let place = Place(tokens: [.signal(7)])
    let known = context.rendered(FormCell(), reads: Footprint(place)) { _ in runs += 1 }
    tracker.run(known.update, with: Row())
    #expect(runs == 1 && tracker.updatesRun == 1)
    tracker.written = Footprint(place)
    tracker.run(known.update, with: Row())
    #expect(runs == 2 && tracker.updatesRun == 2)
    tracker.written = .none
    tracker.strategy = .naive
    tracker.run(known.update, with: Row())
    #expect(runs == 3 && tracker.updatesRun == 3)
  }

  @Test func aDisclosureRowRunsForItsDetailItsCountAndItsScreenOnly() throws {
    var runs = 0
    let counted: Element<FormCell, Groups> = { context in
      let row = detailTextCell(
        title: "Title", keyPath: \.title,
        form: sections([
          section([
            controlCell(
              title: "Title", control: textField(keyPath: \.title, rules: [.maxLength(5)]))
          ])
        ]))(context)
      return Rendered(
        element: row.element, strongReferences: row.strongReferences, reads: row.reads
      ) { state in
        runs += 1
        row.update(state)
      }
    }
    let driver = FormDriver(
      initial: Groups(), title: "Groups",
      build: sections([
        section([
          counted, controlCell(title: "On", control: toggle(keyPath: \.groups[0].rows[0].isOn)),
        ])
      ]))
    runs = 0
    // A change elsewhere: the row does not run.
    #expect((row(driver, 2).control as? Toggle)?.tap() == true)
    #expect(runs == 0)
    // Its detail changes: it runs and shows it.
    driver.change(\.title) { $0 = "short" }
    #expect(runs == 1 && row(driver, 1).detail == "short")
    // Opened, a refused edit on its screen shows the count on the row below at once.
    #expect(row(driver, 1).tap())
    let nested = try #require(driver.topScreen.visibleCells[0].control as? TextField)
    #expect(!nested.enter("far too long"))
    #expect(nested.text == "far too long")
    #expect(driver.screens[0].visibleCells[0].message == "1 field to fix")
    // Popped, the refused text goes with its screen, and the count with it.
    driver.pop()
    #expect(row(driver, 1).message == nil)
    // Written from outside to a value its field refuses: the row runs for its detail and
    // its count, the nested screen closed.
    runs = 0
    driver.change(\.title) { $0 = "much too long" }
    #expect(runs == 1)
    #expect(row(driver, 1).detail == "much too long" && row(driver, 1).message == "1 field to fix")
    driver.change(\.title) { $0 = "" }
    #expect(row(driver, 1).message == nil)
  }

  @Test func anOpenScreenFollowsWritesThroughItsRow() throws {
    let driver = FormDriver(
      initial: Groups(), title: "Groups",
      build: sections([
        section([
          nestedTextField(title: "Note", keyPath: \.groups[1].rows[2].note),
          controlCell(title: "Title", control: textField(keyPath: \.title)),
        ])
      ]))
    #expect(row(driver, 1).tap())
    let field = try #require(driver.topScreen.visibleCells[0].control as? TextField)
    // Written from outside while the screen is open: the open screen shows it.
    driver.change(\.groups[1].rows[2].note) { $0 = "outside" }
    #expect(field.text == "outside")
    driver.change(\.title) { $0 = "other" }
    #expect(field.text == "outside")
    driver.pop()
    #expect(row(driver, 1).detail == "outside")
  }
}
