import Testing

@testable import Formwork

/// The state an element's gestures act on (`LatestState.swift`): the driver's state now,
/// through any scope, and nothing once the driver is gone; where the context cannot say it
/// (a context made by hand), the state of the element's last update, which its update must
/// then see every time.
@Suite struct LatestStateTests {
  private struct Inner: Equatable {
    var count = 0
  }

  private struct Outer: Equatable {
    var inner = Inner()
    var flag = false
  }

  /// Keeps the latest state of the element it builds.
  private final class Kept<State> {
    var latest: LatestState<State>?
  }

  private func keeping<State>(_ kept: Kept<State>) -> Element<FormCell, State> {
    return { context in
      kept.latest = LatestState(context)
      return Rendered(element: FormCell(title: "Kept"), strongReferences: []) { _ in }
    }
  }

  @Test func itIsTheDriversStateNowThroughAnyScope() throws {
    let root = Kept<Outer>()
    let inner = Kept<Inner>()
    var driver: FormDriver<Outer>? = FormDriver(
      initial: Outer(), title: "Outer",
      build: concatenated([
        sections([section([keeping(root)])]),
        bind(form: sections([section([keeping(inner)])]), to: \.inner),
      ]))
    let (outer, nested) = (try #require(root.latest), try #require(inner.latest))
    driver?.state.inner.count = 3
    driver?.state.flag = true
    #expect(outer.value == Outer(inner: Inner(count: 3), flag: true))
    #expect(nested.value == Inner(count: 3))
    // An update's state is not kept: the driver says the state.
    outer.update(Outer())
    #expect(outer.value == Outer(inner: Inner(count: 3), flag: true))
    // Its update may skip itself: it reads what it says.
    let reads = Footprint.none
    #expect(outer.reading(reads) == reads)
    driver = nil
    #expect(outer.value == nil)
    #expect(nested.value == nil)
  }

  @Test func byHandItIsTheStateOfTheLastUpdate() {
    let context = RenderingContext<Outer>(
      state: Outer(flag: true), change: { _ in }, push: { _ in }, pop: {})
    let latest = LatestState(context)
    #expect(latest.value == Outer(flag: true))
    latest.update(Outer(inner: Inner(count: 2)))
    #expect(latest.value == Outer(inner: Inner(count: 2)))
    // Its update must see every state: it reads anything.
    #expect(latest.reading(.none).isUnknown)
  }
}
