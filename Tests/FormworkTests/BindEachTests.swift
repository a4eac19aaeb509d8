import FormworkTestSupport
import Testing

@testable import Formwork

/// `bindEach(form:to:)` binds a form to every element of an array, by index: its sections
/// follow the array as it grows and shrinks, every element's fields count, and a change runs
/// only the elements it changed, whether a control wrote it, a change at a key path, or a
/// change of unknown extent (`Equatable` elements).
@Suite struct BindEachTests {
  private struct Member: Equatable {
    var name = ""
    var isAway = false
  }

  private struct Team: Equatable {
    var members = [Member(name: "Ada"), Member(name: "Bo")]
    var title = "Team"
  }

  private var memberForm: Form<Member> {
    sections([
      section([
        controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()])),
        hidden(
          controlCell(title: "Away", control: toggle(keyPath: \.isAway)),
          when: { $0.name.isEmpty }),
      ])
    ])
  }

  private var teamForm: Form<Team> {
    concatenated([
      sections([section([controlCell(title: "Title", control: textField(keyPath: \.title))])]),
      bindEach(form: memberForm, to: \.members),
    ])
  }

  /// The driver's screen equals a form built afresh for its state.
  private func isFresh(_ driver: FormDriver<Team>) -> Bool {
    screenText(driver)
      == screenText(FormDriver(initial: driver.state, title: "Team", build: teamForm))
  }

  @Test func itsSectionsFollowTheArray() throws {
    let driver = FormDriver(initial: Team(), title: "Team", build: teamForm)
    #expect(
      screenText(driver) == """
        Team

          1  Title  [Team]

          2  Name   [Ada]
          3  Away   [off]

          4  Name   [Bo]
          5  Away   [off]

        """)
    driver.change { $0.members.append(Member(name: "Cy", isAway: true)) }
    #expect(driver.topScreen.visibleCells.count == 7)
    #expect(isFresh(driver))
    driver.change(\.members) { $0.removeFirst(2) }
    #expect(
      screenText(driver) == """
        Team

          1  Title  [Team]

          2  Name   [Cy]
          3  Away   [on]

        """)
    #expect(isFresh(driver))
    driver.state.members = []
    #expect(screenText(driver) == "Team\n\n  1  Title  [Team]\n")
    driver.state.members = [Member()]
    #expect(screenText(driver) == "Team\n\n  1  Title  [Team]\n\n  2  Name   []\n")
    #expect(isFresh(driver))
  }

  @Test func everyElementsFieldsCountAndGoWithIt() throws {
    let driver = FormDriver(initial: Team(), build: teamForm)
    #expect(driver.validationErrors.isEmpty)
    let second = try #require(driver.topScreen.visibleCells[3].control as? TextField)
    #expect(second.enter(""))
    #expect(driver.validationErrors.map(\.description) == ["Name: Required"])
    driver.change { $0.members.append(Member()) }
    #expect(driver.validationErrors.map(\.description) == ["Name: Required", "Name: Required"])
    driver.change(\.members) { $0.removeLast(2) }
    #expect(driver.validationErrors.isEmpty)
  }

  @Test func aChangeRunsOnlyTheElementsItChanged() throws {
    let count = 100
    let many = Team(members: (0..<count).map { Member(name: "m\($0)") })
    for strategy in [UpdateStrategy.incremental, .naive] {
      let driver = FormDriver(initial: many, strategy: strategy, build: teamForm)
      let field = try #require(driver.topScreen.sections[2 + 50].cells[0].control as? TextField)
      #expect(field.enter("typed"))
      let typed = driver.updatesInLastChange
      driver.change(\.members, at: 70) { $0.name = "keyed" }
      let keyed = driver.updatesInLastChange
      driver.change { $0.members[80].isAway = true }
      let closure = driver.updatesInLastChange
      #expect(driver.state.members[50].name == "typed" && driver.state.members[70].name == "keyed")
      #expect(
        driver.topScreen.sections[2 + 80].cells[1].control.map { ($0 as? Toggle)?.isOn } == true)
      // The root, the title's form (sections, section, cell, field) and bindEach run; of the
      // elements, compared with what they showed, the one that changed: its sections,
      // section, name cell and field, the "Away" row's condition, cell and toggle.
      let outside = 1 + 4 + 1
      let element = 7
      if strategy == .incremental {
        #expect(
          [typed, keyed, closure] == [outside + element, outside + element, outside + element])
      } else {
        #expect([typed, keyed, closure] == [1, 1, 1].map { _ in outside + count * element })
      }
    }
  }

  /// The names the rows show, top to bottom.
  private func names(_ driver: FormDriver<Team>) -> [String] {
    driver.topScreen.sections.dropFirst().compactMap {
      ($0.cells.first?.control as? TextField)?.text
    }
  }

  @Test func anElementChangedAndChangedBackShowsEachValue() throws {
    let driver = FormDriver(initial: Team(), title: "Team", build: teamForm)
    for name in ["Cy", "Bo", "Cy", "Bo"] {
      driver.change { $0.members[1].name = name }
      #expect(names(driver) == ["Ada", name])
      #expect(isFresh(driver))
    }
    // The first name emptied from code: no error shows until the user finishes editing it.
    driver.change { $0.members[0].name = "" }
    #expect(row(driver, 2).message == nil)
    // Editing finished with the same text changes only the input: the error shows.
    let first = try #require(row(driver, 2).control as? TextField)
    #expect(first.enter(""))
    #expect(row(driver, 2).message == "Required")
    // The second element, changed and changed back after that, shows each value; the first
    // keeps its error.
    for name in ["Cy", "Bo"] {
      driver.change { $0.members[1].name = name }
      #expect(names(driver) == ["", name])
      #expect(row(driver, 2).message == "Required")
      // The root, the title's form and bindEach run; of the elements, only the second.
      #expect(driver.updatesInLastChange == 1 + 4 + 1 + 7)
    }
  }

  @Test func elementsGoneAreFreed() throws {
    weak var toggle: Toggle?
    weak var cell: FormCell?
    weak var section: Section?
    let driver = FormDriver(initial: Team(), build: teamForm)
    // The second member's, which goes.
    toggle = driver.topScreen.visibleCells[4].control as? Toggle
    cell = driver.topScreen.visibleCells[4]
    section = cell?.section
    #expect(toggle != nil)
    driver.state.members.removeLast()
    #expect(section == nil)
    #expect(cell == nil)
    #expect(toggle == nil)
    #expect(driver.topScreen.visibleCells.count == 3)
  }
}
