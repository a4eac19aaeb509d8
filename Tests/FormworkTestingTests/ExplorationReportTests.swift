import Testing

@testable import FormworkTesting

/// An exploration's report as a user reads it: what was explored, why it stopped, and
/// every list of what was never reached, empty lists said as `none`.
@Suite struct ExplorationReportTests {
  @Test func aCompleteExplorationSaysSoAndListsNothing() {
    var report = ExplorationReport(title: "")
    report.depth = 3
    report.configurations = 1
    report.transitions = 1
    report.depthReached = 1
    #expect(report.unreachable == [])
    #expect(
      report.description == """
        Explored "Form" breadth first to depth 3: 1 configuration, 1 transition, deepest 1.
        Every configuration reachable from the initial one was visited.
        Never visible: none
        Never enabled: none
        Screens never opened: none
        Options never chosen: none
        Gestures never taken: none
        Rules never failed: none
        Rules never passed: none
        """)
  }

  @Test func aStoppedExplorationListsWhatItNeverReached() {
    var report = ExplorationReport(title: "Order")
    report.depth = 2
    report.configurations = 40
    report.transitions = 90
    report.depthReached = 2
    report.stoppedBy = .depth
    report.neverVisible = ["Order › Gift note"]
    report.screensNeverOpened = ["Order › Address"]
    report.rulesNeverFailed = ["Order › Email"]
    report.rulesNeverPassed = ["Order › Code"]
    report.submitNeverSucceeded = true
    #expect(
      report.unreachable(includingSubmit: true) == [
        "never visible: Order › Gift note", "never opened: Order › Address",
        "never passes: Order › Code", "never submitted: Order",
      ])
    // By default a submit never reached is information, not dead logic.
    #expect(
      report.unreachable == [
        "never visible: Order › Gift note", "never opened: Order › Address",
        "never passes: Order › Code",
      ])
    #expect(
      report.description == """
        Explored "Order" breadth first to depth 2: 40 configurations, 90 transitions, deepest 2.
        Stopped by the depth: configurations at depth 2 were not explored.
        Never visible:
            Order › Gift note
        Never enabled: none
        Screens never opened:
            Order › Address
        Options never chosen: none
        Gestures never taken: none
        Rules never failed:
            Order › Email
        Rules never passed:
            Order › Code
        The submit button never submitted the form.
        """)
  }

  @Test func eachBudgetSaysWhatStoppedIt() {
    var report = ExplorationReport(title: "Order")
    report.stoppedBy = .configurations
    #expect(
      report.description.split(separator: "\n")[1]
        == "Stopped by the budget of configurations: more were reachable.")
    report.stoppedBy = .transitions
    #expect(
      report.description.split(separator: "\n")[1]
        == "Stopped by the budget of transitions: more were reachable.")
    report.stoppedBy = nil
    report.failure = WalkFailure(
      kind: .feedbackLoop, seed: nil, step: 0, steps: [], shrunk: [], details: "loop")
    #expect(report.description.split(separator: "\n")[1] == "Stopped at the first failure.")
    #expect(report.description.contains("Replayed walk failed at step 0"))
    #expect(
      [ExplorationReport.Budget.depth, .configurations, .transitions].map(\.description) == [
        "depth", "configurations", "transitions",
      ])
  }
}
