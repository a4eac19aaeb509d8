import Formwork
import Testing

@testable import FormworkTesting

/// A failure's report: where it came from (a seed, a replay, an exploration), the shortest
/// script to replay, and the details, as a user reads them.
@Suite struct WalkFailureTests {
  @Test func aRandomWalksFailureGivesItsSeedAndTheShrunkScript() {
    var failure = WalkFailure(
      kind: .refusedGestureChangedState, seed: 0xBEEF, step: 7,
      steps: [.tap(row: 1), .toggle(row: 2), .back, .enter(row: 3, text: "x")],
      shrunk: [.tap(row: 1), .enter(row: 3, text: "x")], details: "state: changed")
    failure.formTitle = "Account"
    #expect(failure.script == "tap 1\nenter 3 x")
    #expect(
      failure.description == """
        Random walk with seed 0xBEEF failed at step 7: a refused gesture changed the state.
        Shrunk to 2 steps; replay them on Account with FormTester.run(_:):
            tap 1
            enter 3 x
        state: changed
        """)
  }

  @Test func aReplayWithNoStepsLeftSaysItFailsRightAfterBuilding() {
    let failure = WalkFailure(
      kind: .invariantViolated("total"), seed: nil, step: 0, steps: [], shrunk: [],
      details: "total: 3")
    #expect(
      failure.description == """
        Replayed walk failed at step 0: invariant "total" does not hold.
        It fails with no steps at all: right after the form is built.
        total: 3
        """)
  }

  @Test func anExplorationsFailureGivesItsDepthAndOneStepInTheSingular() {
    var failure = WalkFailure(
      kind: .feedbackLoop, seed: nil, step: 4, steps: [.undo], shrunk: [.undo], details: "")
    failure.isFromExploration = true
    #expect(
      failure.description == """
        Exploration failed at depth 4: the driver reported a feedback loop.
        The shortest script that fails, 1 step; replay it with FormTester.run(_:):
            undo

        """)
  }

  @Test func everyKindSaysWhatWentWrongInItsOwnWords() {
    let kinds: [WalkFailure.Kind] = [
      .inconsistentScreen, .refusedGestureChangedState, .refusedGestureChangedScreen,
      .invariantViolated("x"), .feedbackLoop, .inconsistentErrors, .undoDidNotRestore,
      .snapshotDidNotRestore,
    ]
    let descriptions = kinds.map(\.description)
    #expect(Set(descriptions).count == kinds.count)
    #expect(descriptions.allSatisfy { !$0.isEmpty && $0.first?.isLowercase == true })
    #expect(hex(0) == "0x0")
    #expect(hex(.max) == "0xFFFFFFFFFFFFFFFF")
  }
}
