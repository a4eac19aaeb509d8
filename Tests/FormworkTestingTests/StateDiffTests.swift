import Testing

@testable import FormworkTesting

/// What a failed walk says about the state: each field that differs by its path, with the
/// value before the step when there is one, strings quoted and enum cases by name.
@Suite struct StateDiffTests {
  private enum ItemSize { case small, large }

  private struct OrderLine: Equatable {
    var name: String
    var count: Int
  }

  private struct Basket: Equatable {
    var size = ItemSize.small
    var lines = [OrderLine(name: "tea", count: 1)]
    var note: String? = nil
  }

  @Test func eachDifferingFieldIsNamedByItsPath() {
    var actual = Basket()
    actual.size = .large
    actual.lines[0].count = 2
    actual.note = "gift"
    #expect(
      stateDifferences(expected: Basket(), actual: actual) == [
        "size: expected .small, but it is .large",
        "lines[0].count: expected 1, but it is 2",
        "note: expected nil, but it is \"gift\"",
      ])
    #expect(stateDifferences(expected: Basket(), actual: Basket()) == [])
  }

  @Test func withTheValueBeforeItSaysWhichSideMoved() {
    let before = Basket()
    var expected = before
    expected.lines[0].name = "coffee"
    var actual = before
    actual.size = .large
    #expect(
      stateDifferences(expected: expected, actual: actual, before: before) == [
        "size: changed .small → .large, but the expected change leaves it .small",
        "lines[0].name: expected \"tea\" → \"coffee\", but it stayed \"tea\"",
      ])
    actual = before
    actual.lines[0].name = "cocoa"
    #expect(
      stateDifferences(expected: expected, actual: actual, before: before) == [
        "lines[0].name: expected \"tea\" → \"coffee\", but it became \"cocoa\""
      ])
  }

  @Test func collectionsOfAnotherLengthAreComparedWhole() {
    var actual = Basket()
    actual.lines.append(OrderLine(name: "jam", count: 1))
    let lines = stateDifferences(expected: Basket(), actual: actual)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("lines: expected [") == true)
  }

  @Test func equalityIsOfferedOnlyForEquatableStates() throws {
    let equal = try #require(equality(Basket.self))
    #expect(equal(Basket(), Basket()))
    #expect(!equal(Basket(), Basket(size: .large)))
    #expect(equality(ItemSize.self) != nil)
    #expect(equality((Int, Int).self) == nil)
  }
}
