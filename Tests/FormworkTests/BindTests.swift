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

  /// Counts stated from the form's shape: each bound copy of the inner form runs sections,
  /// section, two rows and the toggle (5 update closures) under its bind.
  private let innerUpdates = 5

  @Test func equatableBindSkipsUnchangedSubtree() {
    // Two bound copies of the inner form in a composite of the seed's contract.
    let form: Form<Outer> = { context in
      let a = bind(form: innerForm, to: \Outer.middle.inner)(context)
      let b = bind(form: innerForm, to: \Outer.middle.inner)(context)
      return Rendered(element: a.element + b.element, strongReferences: []) { state in
        a.update(state)
        b.update(state)
      }
    }
    let driver = FormDriver(initial: Outer(), build: form)
    let naive = FormDriver(initial: Outer(), strategy: .naive, build: form)
    driver.state.other = "changed"
    naive.state.other = "changed"
    // The two binds run and skip: nothing under them.
    #expect(driver.updatesInLastChange == 2)
    #expect(naive.updatesInLastChange == 2 + 2 * innerUpdates)
    driver.state.middle.inner.flag = true
    #expect(driver.updatesInLastChange == 2 + 2 * innerUpdates)
  }

  private var requiredNameForm: Form<Inner> {
    sections([
      section([
        controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()]))
      ])
    ])
  }

  @Test func aBoundPartShowsAChangeOfInputAlone() throws {
    let driver = FormDriver(
      initial: Outer(), title: "Outer", build: bind(form: requiredNameForm, to: \.middle.inner))
    // Emptied from code: the field was not edited, so its error does not show yet.
    driver.state.middle.inner.name = ""
    #expect(row(driver, 1).message == nil)
    // Editing finished with the same text: the nested value is equal, the input is not.
    let field = try #require(row(driver, 1).control as? TextField)
    #expect(field.enter(""))
    #expect(
      screenText(driver) == """
        Outer

          1  Name  []
             ! Required

        """)
    // A change outside the part, under the same input: the bind runs and skips.
    driver.state.other = "changed"
    #expect(driver.updatesInLastChange == 1)
    #expect(row(driver, 1).message == "Required")
  }

  @Test func naiveStrategyRunsEveryUpdate() {
    let driver = FormDriver(
      initial: Outer(), strategy: .naive, build: bind(form: innerForm, to: \Outer.middle.inner))
    driver.state.other = "changed"
    #expect(driver.updatesInLastChange == 1 + innerUpdates)
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
    // The bind (the root), sections, section, cell, toggle: nothing proves `Plain` unchanged.
    #expect(driver.updatesInLastChange == 1 + 4)
  }
}
