import FormworkExamples
import FormworkTestSupport
import Foundation
import Testing

@testable import Formwork

/// The team wizard, where focus, steps, checks that wait, undo, drafts, lists, model forms and
/// saved forms meet: each combination as a user meets it, the whole screen and the whole
/// state on both sides of each gesture. Checks answer only when the test says so.
@Suite struct TeamTests {
  /// A driver over the team wizard at `state`, its first checks answered.
  private func team(
    _ state: TeamSignup = TeamSignup()
  ) async -> (FormDriver<TeamSignup>, ManualScheduler) {
    let scheduler = ManualScheduler()
    let driver = FormDriver(
      initial: state, title: "Account", scheduler: scheduler, build: teamForm)
    await scheduler.settle()
    return (driver, scheduler)
  }

  /// A sign-up whose Account step passes once its checks answer.
  private var named: TeamSignup {
    var state = TeamSignup()
    state.username = "ada"
    return state
  }

  // MARK: A check on a wizard's step

  @Test func aCheckAloneAndOneAfterOtherRulesHoldTheStepUntilTheyAnswer() async throws {
    let (driver, scheduler) = await team()
    // A value that fails the other rules is not asked about.
    try driver.perform(.enter(row: 1, text: "ad"))
    #expect(driver.state.username == "ad")
    #expect(!scheduler.hasPendingWork)
    try driver.perform(.enter(row: 1, text: "admin"))
    try driver.perform(.enter(row: 2, text: "staff"))
    #expect(
      driver.validationErrors.map(\.description) == [
        "Username: checking…", "Nickname: checking…",
        "Billing › Billing Address › Street: Required",
        "Billing › Billing Address › City: Required",
      ])
    // Next refuses while the checks wait, and says so.
    try driver.perform(.tap(row: 6))
    #expect(driver.path == ["Account"])
    #expect(driver.focus?.title == "Username")
    await scheduler.settle()
    #expect(
      focusedScreenText(driver) == """
        Account

          ── Account ──
        ▸ 1  Username        [admin]
             ! admin is taken
          2  Nickname        [staff]
             ! staff is reserved
          3  Seats           [− 1 +]
          4  Invite Members  [off]
          5  Preferences       ›

          6  Next            (2 to fix)  ›
             ! Fix first: Username, Nickname
             Step 1 of 2

        """)
    // Undo and redo bring back values the checks answered: asked again.
    #expect(driver.undo())
    #expect(driver.state.nickname == "")
    #expect(row(driver, 2).message == "checking…")
    #expect(driver.redo())
    #expect(driver.state.nickname == "staff")
    await scheduler.settle()
    #expect(row(driver, 2).message == "staff is reserved")
    try driver.perform(.enter(row: 2, text: ""))
    try driver.perform(.enter(row: 1, text: "ada"))
    await scheduler.settle()
    try driver.perform(.tap(row: 6))
    #expect(driver.path == ["Account", "Billing"])
    var expected = TeamSignup()
    expected.username = "ada"
    #expect(driver.state == expected)
  }

  @Test func undoOfAValueAStepWasOpenedWithClosesTheStepOnceItsCheckFails() async throws {
    let (driver, scheduler) = await team(named)
    try driver.perform(.enter(row: 2, text: "staff"))
    await scheduler.settle()
    try driver.perform(.increment(row: 3))  // so the next entry is an undo step of its own
    try driver.perform(.enter(row: 2, text: "bo"))
    await scheduler.settle()
    try driver.perform(.tap(row: 6))
    try driver.perform(.tap(row: 1))
    #expect(driver.path == ["Account", "Billing", "Billing Address"])
    // Undo: the nickname is "staff" again. While its check is asked, the steps stay open
    // (a restored step's checks are asked too); the answer fails, and they close.
    #expect(driver.undo())
    #expect(driver.state.nickname == "staff")
    #expect(driver.path == ["Account", "Billing", "Billing Address"])
    #expect(driver.validationErrors.first?.description == "Nickname: checking…")
    await scheduler.settle()
    #expect(driver.path == ["Account"])
    #expect(driver.validationErrors.first?.description == "Nickname: staff is reserved")
    // Redo brings "bo" back, not the steps: Next opens them once the check answers.
    #expect(driver.redo())
    #expect(driver.state.nickname == "bo")
    try driver.perform(.tap(row: 6))
    #expect(driver.path == ["Account"])
    await scheduler.settle()
    try driver.perform(.tap(row: 6))
    #expect(
      focusedScreenText(driver) == """
        Account › Billing

          ── Billing ──
          1  Billing Address    ›

          2  Create Team
             Step 2 of 2

        """)
    var expected = named
    expected.nickname = "bo"
    expected.seats = 2
    #expect(driver.state == expected)
  }

  // MARK: A check on a model form's nested screen

  @Test func aCheckOnANestedModelFormEndsWhenItsScreenIsPopped() async throws {
    let (driver, scheduler) = await team(named)
    try driver.perform(.tap(row: "Preferences"))
    try driver.perform(.enter(row: 1, text: "root"))
    #expect(driver.validationErrors.first?.description == "Preferences › Handle: checking…")
    // Undo and redo mid-check: the check follows the value.
    #expect(driver.undo())
    #expect(driver.state.preferences.handle == "")
    #expect(driver.redo())
    #expect(row(driver, 1).message == "checking…")
    // Back mid-check: nothing of the screen is left waiting, nor focused.
    try driver.perform(.back)
    #expect(!scheduler.hasPendingWork)
    #expect(driver.focus == nil)
    #expect(
      driver.validationErrors.map(\.description) == [
        "Billing › Billing Address › Street: Required",
        "Billing › Billing Address › City: Required",
      ])
    #expect(
      focusedScreenText(driver) == """
        Account

          ── Account ──
          1  Username        [ada]
          2  Nickname        []
          3  Seats           [− 1 +]
          4  Invite Members  [off]
          5  Preferences     root  ›

          6  Next            ›
             Step 1 of 2

        """)
    // Opened again, the handle is asked about again, and its answer shows.
    try driver.perform(.tap(row: "Preferences"))
    await scheduler.settle()
    #expect(
      focusedScreenText(driver) == """
        Account › Preferences

          1  Handle      [root]
             ! root is taken
          2  Newsletter  [off]
          3  Digest      Weekly  ›

        """)
    var expected = named
    expected.preferences.handle = "root"
    #expect(driver.state == expected)
  }

  // MARK: A check in a list's rows, and a list element's screen

  /// The Members step with two members, the second one's handle typed.
  private func members() async throws -> (FormDriver<TeamSignup>, ManualScheduler) {
    var state = named
    state.invitesMembers = true
    let (driver, scheduler) = await team(state)
    try driver.perform(.tap(row: 6))
    try driver.perform(.tap(row: "Add Member"))
    try driver.perform(.tap(row: "Add Member"))
    return (driver, scheduler)
  }

  @Test func aCheckInAListRowFollowsUndoRedoAndGoesWithItsElement() async throws {
    let (driver, scheduler) = try await members()
    await scheduler.settle()
    try driver.perform(.enter(row: 4, text: "admin"))
    #expect(row(driver, 4).message == "checking…")
    await scheduler.settle()
    #expect(
      focusedScreenText(driver) == """
        Account › Members

          ── Members ──
          1  New Member  Member  ›
          2  Handle      []
          3  New Member  Member  ›
        ▸ 4  Handle      [admin]
             ! admin is taken
          5  Add Member

          6  Next        (3 to fix)  ›
             Step 2 of 3

        """)
    // Undo the handle, then the add: the element goes, and its check with it.
    #expect(driver.undo())
    try driver.perform(.enter(row: 4, text: "root"))
    #expect(scheduler.hasPendingWork)
    try driver.perform(.delete(row: 3))
    #expect(!scheduler.hasPendingWork)
    #expect(driver.state.members.map(\.id) == [1])
    // Undo brings the element back: its row is new, and asks about its handle again.
    #expect(driver.undo())
    #expect(driver.state.members.map(\.handle) == ["", "root"])
    #expect(driver.validationErrors.map(\.description).contains("Members › Handle: checking…"))
    await scheduler.settle()
    #expect(
      driver.validationErrors.map(\.description) == [
        "Members › Member › Name: Required", "Members › Member › Name: Required",
        "Members › Handle: root is taken", "Billing › Billing Address › Street: Required",
        "Billing › Billing Address › City: Required",
      ])
  }

  @Test func backFromAStepMidCheckEndsItsRowsChecksAndNextAsksAgain() async throws {
    let (driver, scheduler) = try await members()
    await scheduler.settle()
    try driver.perform(.enter(row: 2, text: "root"))
    #expect(scheduler.hasPendingWork)
    #expect(driver.focus?.title == "Handle")
    // Back mid-check: the step's checks end with it, and its focus.
    try driver.perform(.back)
    #expect(driver.path == ["Account"])
    #expect(!scheduler.hasPendingWork)
    #expect(driver.focus == nil)
    #expect(driver.state.members.map(\.handle) == ["root", ""])
    // Next opens the step again: its rows ask again, and the answer shows where it was typed.
    try driver.perform(.tap(row: 6))
    #expect(driver.validationErrors.contains { $0.description == "Members › Handle: checking…" })
    await scheduler.settle()
    #expect(
      focusedScreenText(driver) == """
        Account › Members

          ── Members ──
          1  New Member  Member  ›
          2  Handle      [root]
             ! root is taken
          3  New Member  Member  ›
          4  Handle      []
          5  Add Member

          6  Next        (3 to fix)  ›
             Step 2 of 3

        """)
    #expect(driver.undo())
    #expect(driver.state.members.map(\.handle) == ["", ""])
    #expect(driver.redo())
    #expect(row(driver, 2).message == "checking…")
  }

  @Test func undoOfAnAddClosesTheElementsScreenAndRedoDoesNotReopenIt() async throws {
    let (driver, scheduler) = try await members()
    try driver.perform(.tap(row: 3))
    #expect(driver.path == ["Account", "Members", "Member"])
    try driver.perform(.enter(row: 1, text: "Bo"))
    #expect(driver.focus?.title == "Name")
    #expect(driver.undo())  // the name
    #expect(driver.path == ["Account", "Members", "Member"])
    #expect(driver.undo())  // the second add: its screen cannot be reached any more
    #expect(driver.path == ["Account", "Members"])
    #expect(driver.focus == nil)
    #expect(driver.redo())
    #expect(driver.path == ["Account", "Members"])
    #expect(driver.redo())
    #expect(driver.state.members.map(\.name) == ["", "Bo"])
    await scheduler.settle()
    #expect(
      focusedScreenText(driver) == """
        Account › Members

          ── Members ──
          1  New Member  Member  ›
          2  Handle      []
          3  Bo          Member  ›
          4  Handle      []
          5  Add Member

          6  Next        ›
             Step 2 of 3

        """)
  }

  @Test func aRefusedNextInAListOpensTheElementToFixByItsOwnRow() async throws {
    let (driver, scheduler) = try await members()
    await scheduler.settle()
    // The first element gets a name, the second not: rows of one screen title, told apart
    // by the row that opens each.
    try driver.perform(.tap(row: 1))
    try driver.perform(.enter(row: 1, text: "Al"))
    try driver.perform(.back)
    try driver.perform(.tap(row: 6))
    #expect(driver.path == ["Account", "Members", "Member"])
    #expect(
      driver.focus == FormFocus(path: ["Account", "Members", "Member"], title: "Name", row: 1))
    #expect(
      focusedScreenText(driver) == """
        Account › Members › Member

        ▸ 1  Name   []
             ! Required
          2  Admin  [off]

        """)
    try driver.perform(.toggle(row: 2))
    #expect(driver.focus?.title == "Admin")
    #expect(
      driver.state.members == [TeamMember(id: 1, name: "Al"), TeamMember(id: 2, isAdmin: true)])
  }

  // MARK: A check on a draft

  /// The Billing step of a sign-up whose Account step passes, its draft open.
  private func billingDraft() async throws -> (FormDriver<TeamSignup>, ManualScheduler) {
    let (driver, scheduler) = await team(named)
    try driver.perform(.tap(row: 6))
    try driver.perform(.tap(row: 1))
    #expect(driver.path == ["Account", "Billing", "Billing Address"])
    return (driver, scheduler)
  }

  @Test func aDraftsCheckHoldsDoneAndEndsWithCancel() async throws {
    let (driver, scheduler) = try await billingDraft()
    try driver.perform(.enter(row: 1, text: "1 Main St"))
    try driver.perform(.enter(row: 2, text: "staff"))
    // Done refuses while the check waits, and focuses what waits.
    try driver.perform(.tap(row: "Done"))
    #expect(driver.path.last == "Billing Address")
    #expect(driver.focus?.title == "City")
    #expect(row(driver, 3).message == "Fix first: City")
    await scheduler.settle()
    #expect(
      focusedScreenText(driver) == """
        Account › Billing › Billing Address

          1  Street  [1 Main St]
        ▸ 2  City    [staff]
             ! staff is not served

          3  Done
             ! Fix first: City
          4  Cancel

        """)
    // Cancel mid-check: nothing of the draft is left waiting, the state never had it.
    try driver.perform(.enter(row: 2, text: "Springfield"))
    #expect(scheduler.hasPendingWork)
    try driver.perform(.tap(row: "Cancel"))
    #expect(!scheduler.hasPendingWork)
    #expect(driver.focus == nil)
    #expect(driver.state == named)
  }

  @Test func aDraftCommitIsOneUndoStepAndUndoWhileADraftIsOpenLeavesTheDraft() async throws {
    let (driver, scheduler) = try await billingDraft()
    try driver.perform(.enter(row: 1, text: "1 Main St"))
    try driver.perform(.enter(row: 2, text: "Springfield"))
    await scheduler.settle()
    try driver.perform(.tap(row: "Done"))
    #expect(driver.path == ["Account", "Billing"])
    var committed = named
    committed.billing.street = "1 Main St"
    committed.billing.city = "Springfield"
    #expect(driver.state == committed)
    // Open the draft again and edit it; undo takes back the commit, not the draft.
    try driver.perform(.tap(row: 1))
    try driver.perform(.enter(row: 1, text: "2 Elm St"))
    #expect(driver.undo())
    #expect(driver.state == named)
    #expect(driver.path == ["Account", "Billing", "Billing Address"])
    await scheduler.settle()
    #expect(
      focusedScreenText(driver) == """
        Account › Billing › Billing Address

        ▸ 1  Street  [2 Elm St]
          2  City    [Springfield]

          3  Done
          4  Cancel

        """)
    #expect(driver.redo())
    #expect(driver.state == committed)
    try driver.perform(.tap(row: "Done"))
    committed.billing.street = "2 Elm St"
    #expect(driver.state == committed)
    #expect(driver.undo())
    #expect(driver.state.billing.street == "1 Main St")
  }

  @Test func aRefusedSubmitOpensTheDraftAtItsFirstFieldToFix() async throws {
    let (driver, scheduler) = await team(named)
    try driver.perform(.tap(row: 6))
    try driver.perform(.tap(row: "Create Team"))
    #expect(driver.path == ["Account", "Billing", "Billing Address"])
    #expect(
      driver.focus
        == FormFocus(path: ["Account", "Billing", "Billing Address"], title: "Street", row: 1))
    await scheduler.settle()
    #expect(
      focusedScreenText(driver) == """
        Account › Billing › Billing Address

        ▸ 1  Street  []
             ! Required
          2  City    []
             ! Required

          3  Done
          4  Cancel

        """)
    #expect(driver.state == named)
  }

  @Test func droppingTheDriverMidCheckFreesEveryScreenAndEndsItsChecks() async throws {
    weak var weakDriver: FormDriver<TeamSignup>?
    weak var weakElement: Screen?
    weak var weakDraft: Screen?
    let scheduler = ManualScheduler()
    do {
      var state = named
      state.invitesMembers = true
      let driver = FormDriver(
        initial: state, title: "Account", scheduler: scheduler, build: teamForm)
      weakDriver = driver
      await scheduler.settle()
      try driver.perform(.tap(row: 6))
      try driver.perform(.tap(row: "Add Member"))
      try driver.perform(.enter(row: 2, text: "bob"))
      try driver.perform(.tap(row: 1))
      try driver.perform(.enter(row: 1, text: "Bo"))
      weakElement = driver.topScreen
      try driver.perform(.back)
      await scheduler.settle()
      try driver.perform(.tap(row: "Next"))
      try driver.perform(.tap(row: 1))
      try driver.perform(.enter(row: 2, text: "staff"))
      weakDraft = driver.topScreen
      #expect(driver.path == ["Account", "Members", "Billing", "Billing Address"])
      #expect(scheduler.hasPendingWork)
    }
    #expect(weakDriver == nil)
    #expect(weakElement == nil)
    #expect(weakDraft == nil)
    // The checks still waiting answer no one.
    await scheduler.settle()
    #expect(!scheduler.hasPendingWork)
  }

  // MARK: Saving and restoring

  @Test func aSessionSavedMidWayComesBackWithItsStepsListElementAndChecks() async throws {
    let (driver, scheduler) = try await members()
    try driver.perform(.enter(row: 2, text: "root"))
    try driver.perform(.tap(row: 3))
    try driver.perform(.enter(row: 1, text: "Bo"))
    // Saved with a step open, a list element's screen open and a check waiting.
    #expect(scheduler.hasPendingWork)
    let saved = try driver.encodedSnapshot()
    #expect(driver.snapshot.openedRows == ["Next", "Bo"])
    #expect(driver.snapshot.openedRowNumbers == [6, 3])
    let (restored, checks) = await team()
    #expect(try restored.restore(from: saved) == [])
    // The same element's screen (the second "New Member" row), the same state; the check
    // that waited asks again.
    #expect(restored.path == ["Account", "Members", "Member"])
    #expect(restored.state == driver.state)
    #expect(focusedScreenText(restored) == screenText(driver))
    #expect(restored.validationErrors.contains { $0.description == "Members › Handle: checking…" })
    await checks.settle()
    await scheduler.settle()
    #expect(restored.validationErrors == driver.validationErrors)
    // What the user had typed shows its message where they typed it: the snapshot keeps
    // which fields were edited, so the restored form shows what the original shows.
    try restored.perform(.back)
    #expect(
      focusedScreenText(restored) == """
        Account › Members

          ── Members ──
          1  New Member  Member  ›
          2  Handle      [root]
             ! root is taken
          3  Bo          Member  ›
          4  Handle      []
          5  Add Member

          6  Next        (2 to fix)  ›
             Step 2 of 3

        """)
  }

  @Test func aListElementsScreenComesBackByItsNumberAmongRowsOfOneTitle() async throws {
    let (driver, _) = try await members()
    // Both rows say "New Member": the second one's screen is open.
    try driver.perform(.tap(row: 3))
    try driver.perform(.toggle(row: 2))
    let saved = driver.snapshot
    #expect(saved.openedRows == ["Next", "New Member"])
    #expect(saved.openedRowNumbers == [6, 3])
    let (restored, checks) = await team()
    #expect(restored.restore(saved) == [])
    await checks.settle()
    #expect(restored.state == driver.state)
    #expect(
      focusedScreenText(restored) == """
        Account › Members › Member

          1  Name   []
          2  Admin  [on]

        """)
    // A snapshot without the numbers (an older one) opens the first row of the title.
    let older = FormSnapshot(state: saved.state, openedRows: saved.openedRows)
    #expect(restored.restore(older) == [])
    #expect(screenText(restored).contains("2  Admin  [off]"))
  }

  @Test func aModelFormsScreenSavedMidCheckComesBackAskingAgain() async throws {
    let (driver, scheduler) = await team(named)
    try driver.perform(.tap(row: "Preferences"))
    try driver.perform(.enter(row: 1, text: "staff"))
    try driver.perform(.toggle(row: 2))
    #expect(scheduler.hasPendingWork)
    let saved = try driver.encodedSnapshot()
    let (restored, checks) = await team()
    #expect(try restored.restore(from: saved) == [])
    #expect(restored.path == ["Account", "Preferences"])
    #expect(restored.state == driver.state)
    #expect(
      restored.validationErrors.contains { $0.description == "Preferences › Handle: checking…" })
    await checks.settle()
    await scheduler.settle()
    // The answer counts the same, and shows on the row the user edited before the save.
    #expect(restored.validationErrors == driver.validationErrors)
    #expect(restored.validationErrors.first?.description == "Preferences › Handle: staff is taken")
    #expect(
      focusedScreenText(restored) == """
        Account › Preferences

          1  Handle      [staff]
             ! staff is taken
          2  Newsletter  [on]
          3  Digest      Weekly  ›

        """)
    // Undo on the restored form: its history starts at the restore, so nothing to undo;
    // the original takes back the switch, then the handle, whose answer goes with it; the
    // focus stays on the switch.
    #expect(!restored.canUndo)
    #expect(driver.undo())
    #expect(driver.state.preferences.newsletter == false)
    #expect(driver.undo())
    #expect(driver.state.preferences == TeamPreferences())
    await scheduler.settle()
    #expect(
      focusedScreenText(driver) == """
        Account › Preferences

          1  Handle      []
        ▸ 2  Newsletter  [off]
          3  Digest      Weekly  ›

        """)
    #expect(
      driver.validationErrors.first?.description == "Billing › Billing Address › Street: Required")
    #expect(driver.state == named)
  }

  @Test func aDraftOpenWhenSavedOpensAgainFromTheCommittedValue() async throws {
    let (driver, _) = try await billingDraft()
    try driver.perform(.enter(row: 1, text: "1 Main St"))
    let saved = driver.snapshot
    #expect(saved.openedRows == ["Next", "Billing Address"])
    let (restored, checks) = await team()
    #expect(restored.restore(saved) == [])
    await checks.settle()
    #expect(restored.path == ["Account", "Billing", "Billing Address"])
    #expect(restored.state == named)
    #expect(
      focusedScreenText(restored) == """
        Account › Billing › Billing Address

          1  Street  []
          2  City    []

          3  Done
          4  Cancel

        """)
  }
}
