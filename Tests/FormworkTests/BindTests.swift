import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

@Suite struct BindTests {
  private struct Inner: Equatable {
    var flag = false
    var name = "inner"
  }

  private struct Middle: Equatable {
    var inner = Inner()
    var count = 0
  }

  private struct Outer: Equatable {
    var middle = Middle()
    var other = "other"
  }

  private var innerForm: Form<Inner> {
    sections([
      section([
        controlCell(title: "Flag", control: toggle(keyPath: \.flag)),
        nestedTextField(title: "Name", keyPath: \.name),
      ])
    ])
  }

  @Test func writesThroughKeyPath() throws {
    let driver = FormDriver(
      initial: Outer(), title: "Outer", build: bind(form: innerForm, to: \.middle.inner))
    let toggle = try #require(driver.topScreen.visibleCells[0].control as? Toggle)
    #expect(toggle.tap())
    var expected = Outer()
    expected.middle.inner.flag = true
    #expect(driver.state == expected)
    #expect(
      screenText(driver) == """
        Outer

          1  Flag  [on]
          2  Name  inner  ›

        """)
  }

  @Test func bindingTwiceEqualsBindingOnceToTheAppendedKeyPath() throws {
    let twice = FormDriver(
      initial: Outer(), title: "Outer",
      build: bind(form: bind(form: innerForm, to: \Middle.inner), to: \Outer.middle))
    let middle: WritableKeyPath<Outer, Middle> = \.middle
    let inner: WritableKeyPath<Middle, Inner> = \.inner
    let appended = middle.appending(path: inner)
    let once = FormDriver(
      initial: Outer(), title: "Outer", build: bind(form: innerForm, to: appended))
    // The same gestures on both, step by step: screens and states agree throughout.
    for driver in [twice, once] {
      _ = (driver.topScreen.visibleCells[0].control as? Toggle)?.tap()
      driver.topScreen.visibleCells[1].tap()
      _ = (driver.topScreen.visibleCells[0].control as? TextField)?.enter("renamed")
    }
    #expect(twice.state == once.state)
    #expect(screenText(twice) == screenText(once))
    var expected = Outer()
    expected.middle.inner = Inner(flag: true, name: "renamed")
    #expect(twice.state == expected)
    #expect(
      screenText(twice) == """
        Outer › Name

          1  Name  [renamed]

        """)
    twice.pop()
    once.pop()
    #expect(screenText(twice) == screenText(once))
  }

  @Test func equatableBindSkipsUnchangedSubtree() {
    // Two bound copies of the inner form: changing `other` touches neither.
    let form: Form<Outer> = { context in
      let a = bind(form: innerForm, to: \Outer.middle.inner)(context)
      let b = bind(form: innerForm, to: \Outer.middle.inner)(context)
      return Rendered(
        element: a.element + b.element, strongReferences: [],
        update: { state in
          context.tracker.run(a.update, with: state)
          context.tracker.run(b.update, with: state)
        })
    }
    let driver = FormDriver(initial: Outer(), build: form)
    driver.state.other = "changed"
    // Root update + two bind updates that return early: no nested update ran.
    #expect(driver.updatesInLastChange == 3)
    driver.state.middle.inner.flag = true
    // The root, two binds, and in each: sections, section, two cells, toggle (5 each).
    #expect(driver.updatesInLastChange == 3 + 2 * 5)
  }

  /// What a bound form checks first (the first tokens of the written places against its
  /// state's place) says it was missed only where its whole check says so, over every kind
  /// of place, with and without signals read and written.
  @Test func aBoundFormsFirstCheckMissesOnlyWhatItsWholeCheckMisses() throws {
    let pool = try PlaceIndexTests.pool()
    let places = pool.flatMap { $0.places ?? [] }
    let signals = places.filter(\.isSignal).map(Footprint.init)
    var missed = 0
    for base in places where !base.isSignal {
      for read in [Footprint.none, Footprint(.anySignal)] + signals {
        let reads = BoundReads(reads: Footprint(base).union(read), base: base, signals: read)
        for written in pool where !written.isUnknown && reads.misses(WrittenKeys(written)) {
          missed += 1
          #expect(!reads.overlaps(written), "\(base) reading \(read), \(written) written")
        }
      }
    }
    #expect(missed > 1_000)
  }

  @Test func naiveStrategyRunsEveryUpdate() {
    let driver = FormDriver(
      initial: Outer(), strategy: .naive, build: bind(form: innerForm, to: \Outer.middle.inner))
    driver.state.other = "changed"
    // The bind (the root), sections, section, two cells, the toggle: nothing skipped.
    #expect(driver.updatesInLastChange == 6)
    driver.strategy = .incremental
    driver.state.other = "again"
    // The bind remembered the nested value while naive, so it skips at once.
    #expect(driver.updatesInLastChange == 1)
  }

  @Test func nonEquatableStateIsNeverSkipped() {
    struct Plain { var flag = false }
    struct Holder { var plain = Plain(); var other = 0 }
    let form: Form<Plain> = sections([
      section([controlCell(title: "Flag", control: toggle(keyPath: \.flag))])
    ])
    let driver = FormDriver(initial: Holder(), build: bind(form: form, to: \.plain))
    driver.state.other = 1
    // The bind (the root), sections, section, cell, toggle.
    #expect(driver.updatesInLastChange == 5)
  }
}
