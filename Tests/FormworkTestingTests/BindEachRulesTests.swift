import Formwork
import FormworkTesting
import Testing

/// Rules on the array of a `bindEach`, driven through `FormTester`: counted like a field's,
/// shown on a row after the elements' sections, focused by a refused submit on a screen never
/// opened. Whole screens and whole states.
@Suite struct BindEachRulesTests {
  struct Member: Equatable {
    var name = ""
  }

  struct Team: Equatable {
    var members: [Member] = []
    var saved = false
  }

  static var memberForm: Form<Member> {
    sections([section([controlCell(title: "Name", control: textField(keyPath: \.name))])])
  }

  /// The members on a screen of their own, with rows to add and remove one.
  static var membersForm: Form<Team> {
    concatenated([
      bindEach(
        form: memberForm, to: \.members, title: "Members",
        rules: [.minCount(1), .maxCount(2), .unique(by: \.name)]),
      sections([
        section([
          buttonCell(title: "Add Member") { $0.change { $0.members.append(Member()) } },
          buttonCell(title: "Remove Last") { context in
            context.change { team in
              if !team.members.isEmpty { team.members.removeLast() }
            }
          },
        ])
      ]),
    ])
  }

  static var teamForm: Form<Team> {
    sections(
      [
        section([
          detailTextCell(
            title: "Members", detail: { "\($0.members.count)" }, form: membersForm)
        ])
      ], submit: "Save"
    ) { $0.saved = true }
  }

  private func tester(_ team: Team = Team()) -> FormTester<Team> {
    FormTester(initial: team, title: "Team", form: Self.teamForm)
  }

  @Test func aRefusedSubmitOpensTheListAndSaysWhy() {
    let tester = tester()
    #expect(
      tester.driver.validationErrors.map(\.description) == ["Members › Members: At least 1 needed"])
    #expect(
      tester.screen == """
        Team

          1  Members  0  ›

          2  Save

        """)
    #expect(tester.tap("Save") { _ in })  // refused: nothing changes, the list opens
    #expect(tester.path == ["Team", "Members"])
    #expect(
      tester.screen == """
        Team › Members

        ▸ 1  Members
             ! At least 1 needed

          2  Add Member
          3  Remove Last

        """)
  }

  @Test func addingOneClearsTheMessageAndRemovingItBringsItBack() {
    let tester = tester()
    tester.tap("Save") { _ in }
    tester.tap("Add Member") { $0.members = [Member()] }
    #expect(tester.driver.validationErrors.isEmpty)
    #expect(
      tester.screen == """
        Team › Members

          1  Name         []

          2  Add Member
          3  Remove Last

        """)
    tester.tap("Remove Last") { $0.members = [] }
    #expect(
      tester.driver.validationErrors.map(\.description) == ["Members › Members: At least 1 needed"])
    #expect(
      tester.screen == """
        Team › Members

        ▸ 1  Members
             ! At least 1 needed

          2  Add Member
          3  Remove Last

        """)
    tester.tap("Remove Last") { _ in }  // nothing left to remove: nothing changes
    #expect(tester.state == Team())
  }

  @Test func atMostAndUniqueCountLikeAField() {
    let tester = tester()
    tester.tap("Members") { _ in }
    tester.tap("Add Member") { $0.members = [Member()] }
    tester.tap("Add Member") { $0.members.append(Member()) }
    #expect(
      tester.driver.validationErrors.map(\.description) == [
        "Members › Members: More than one is blank"
      ])
    tester.tap("Add Member") { $0.members.append(Member()) }
    #expect(
      tester.driver.validationErrors.map(\.description) == ["Members › Members: At most 2 allowed"])
    tester.tap("Remove Last") { $0.members.removeLast() }
    tester.perform(.enter(row: .number(1), text: "Ada")) { $0.members[0].name = "Ada" }
    #expect(tester.driver.validationErrors.isEmpty)
    tester.back()
    #expect(
      tester.screen == """
        Team

          1  Members  2  ›

          2  Save

        """)
    #expect(tester.tap("Save") { $0.saved = true })
  }

  @Test func walksOverRulesOnBindEachFindNoInconsistency() {
    RandomWalker(initial: Team(), title: "Team", form: Self.teamForm)
      .check(walks: 40, steps: 25, seed: 42)
    RandomWalker(
      initial: Team(members: [Member(name: "Ada"), Member(name: "Ada")]), title: "Team",
      form: Self.teamForm
    ).check(walks: 40, steps: 25, seed: 7)
  }
}
