import Formwork
import FormworkTesting
import Testing

/// Random walks over a form whose rows reach state through array subscripts, where updates
/// follow synthetic regions: groups bound by index, conditions and rules on elements, a row
/// that reaches an element through a computed property (an alias), a row reading an element
/// from the root, the first group again on a nested screen, steppers at `Int.max`, and
/// buttons writing the whole array (reversed, and one element replaced).
/// After every step every screen must equal a freshly built form's.
@Suite struct ArrayFootprintWalkTests {
  private struct Entry: Equatable {
    var name = ""
    var isOn = false
    var isHidden = false
  }

  private struct Group: Equatable {
    var entries = [Entry(), Entry(name: "b")]
    var isLocked = false
    var count = Int.max - 1
  }

  private struct Board: Equatable {
    var groups = [Group(), Group(isLocked: true), Group()]
    var title = ""
    /// An alias of `groups[1]`, through a computed property.
    var middle: Group {
      get { groups[1] }
      set { groups[1] = newValue }
    }
  }

  private var groupForm: Form<Group> {
    sections([
      section(
        [controlCell(title: "Locked", control: toggle(keyPath: \.isLocked))]
          + (0..<2).flatMap { index -> [Element<FormCell, Group>] in
            [
              controlCell(
                title: "Name \(index)",
                control: textField(keyPath: \.entries[index].name, rules: [.maxLength(3)])),
              hidden(
                disabled(
                  controlCell(
                    title: "On \(index)", control: toggle(keyPath: \.entries[index].isOn)),
                  when: \.isLocked),
                when: \.entries[index].isHidden),
              controlCell(
                title: "Hide \(index)", control: toggle(keyPath: \.entries[index].isHidden)),
            ]
          }
          + [
            controlCell(
              title: "Count", control: stepper(keyPath: \.count, range: 0...Int.max))
          ])
    ])
  }

  private var boardForm: Form<Board> {
    concatenated(
      (0..<3).map { bind(form: groupForm, to: \Board.groups[$0]) } + [
        sections([
          section([
            controlCell(title: "Title", control: textField(keyPath: \.title)),
            controlCell(title: "Middle", control: textField(keyPath: \.middle.entries[0].name)),
            controlCell(title: "First On", control: toggle(keyPath: \.groups[0].entries[0].isOn)),
            hidden(
              labelCell(title: "First is on"), when: \.groups[0].entries[0].isOn, { !$0 }),
            buttonCell(title: "Reverse") { context in
              _ = context.write(Array(context.state.groups.reversed()), to: \.groups)
            },
            buttonCell(title: "Reset Last") { context in
              var groups = context.state.groups
              groups[2] = Group(entries: [Entry(name: "new"), Entry(isHidden: true)])
              _ = context.write(groups, to: \.groups)
            },
            // The first group again, on a screen of its own (never opened in some walks),
            // bound through the same subscript as its rows above.
            detailTextCell(
              title: "First Group", keyPath: \.groups[0].entries[1].name,
              form: bind(form: groupForm, to: \Board.groups[0])),
          ])
        ])
      ])
  }

  @Test func walksFindNoInconsistency() {
    let walker = RandomWalker(initial: Board(), title: "Board", form: boardForm)
    let summary = walker.run(walks: 100, steps: 50, seed: 11)
    if let failure = summary.failure { Issue.record(Comment(rawValue: failure.description)) }
    #expect(summary.walks == 100)
    #expect(summary.paths.contains("Board › First Group"))
    #expect(summary.refused > 0)
  }

  @Test func aTypedChangeRunsOnlyItsGroupAndTheRowsThatMightAlias() throws {
    let driver = FormDriver(initial: Board(), title: "Board", build: boardForm)
    let name = try #require(driver.topScreen.sections[2].cells[1].control as? TextField)
    #expect(name.enter("abc"))
    #expect(driver.state.groups[2].entries[0].name == "abc")
    let incremental = driver.updatesInLastChange
    let naive = FormDriver(initial: Board(), title: "Board", strategy: .naive, build: boardForm)
    #expect((naive.topScreen.sections[2].cells[1].control as? TextField)?.enter("abc") == true)
    #expect(naive.state == driver.state)
    // Group 2's path (the root, its bind, form, section, the row's rule, cell and field: 7)
    // and the last form's (its section, the "Middle" row, whose key path goes through a
    // computed property, the "First On" row and the "First is on" condition, and the "First
    // Group" row's detail, whose key paths reach group 0 by hand from the root, which might
    // be group 2 as far as the engine can tell: 8). Groups 0 and 1 do not run, nor do the
    // buttons, which read nothing.
    #expect(incremental == 15)
    #expect(naive.updatesInLastChange == 89)
  }

  @Test func refusedTextGoesWithItsElementWhenTheArrayIsReordered() throws {
    let driver = FormDriver(initial: Board(), title: "Board", build: boardForm)
    let name = try #require(driver.topScreen.sections[2].cells[1].control as? TextField)
    // Refused (over 3 characters): the text stays on its row and counts among the errors.
    #expect(!name.enter("toolong"))
    #expect(name.text == "toolong")
    #expect(driver.validationErrors.map(\.description) == ["Name 0: Must be at most 3 characters"])
    #expect(driver.state == Board())
    // Reversing the groups puts group 0 (also named "") where the text was typed: the
    // refused text was for the old element, so it goes, and the errors with it.
    let reverse = try #require(
      driver.topScreen.sections[3].cells.first { $0.title == "Reverse" })
    #expect(reverse.tap())
    #expect(driver.state.groups == Board().groups.reversed())
    #expect(name.text == "")
    #expect(driver.validationErrors.isEmpty)
    // Text refused elsewhere is untouched by a write to another part of state.
    #expect(!name.enter("again!"))
    let title = try #require(driver.topScreen.sections[3].cells[0].control as? TextField)
    #expect(title.enter("Board"))
    #expect(name.text == "again!")
    #expect(driver.validationErrors.count == 1)
  }
}
