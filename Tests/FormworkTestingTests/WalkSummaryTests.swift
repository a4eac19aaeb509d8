import Testing

@testable import FormworkTesting

/// A summary of several walks adds up their steps, refusals and gestures and joins the
/// paths they reached.
@Suite struct WalkSummaryTests {
  @Test func summariesAddUpAndJoinWhatTheyReached() {
    var total = WalkSummary()
    #expect(total.walks == 0 && total.steps == 0 && total.gestures.isEmpty)
    var first = WalkSummary()
    first.steps = 10
    first.refused = 2
    first.gestures = ["tap": 6, "back": 4]
    first.paths = ["Settings", "Settings › Hotspot"]
    var second = WalkSummary()
    second.steps = 5
    second.refused = 1
    second.gestures = ["tap": 1, "enter": 4]
    second.paths = ["Settings"]
    total.add(first)
    total.add(second)
    #expect(total.steps == 15)
    #expect(total.refused == 3)
    #expect(total.gestures == ["tap": 7, "back": 4, "enter": 4])
    #expect(total.paths == ["Settings", "Settings › Hotspot"])
    #expect(total.failure == nil)
  }
}
