import FormworkTestSupport
import Testing

@testable import Formwork

/// What an element gets while it is built (`RenderingContext.swift`): what its updates read
/// where its state's place is known, writes that the form's rules may refuse, the part of
/// the state at a key path whose fields join the whole form, copies with another state or
/// field group, and the driver's words.
@Suite struct RenderingContextTests {
  private final class Box {
    var value = 0
  }

  private struct Inner: Equatable {
    var name = ""
    var count = 0
    var shout: String { name.uppercased() }
  }

  private struct Outer: Equatable {
    var inner = Inner()
    var flag = false
    var nickname: String? = nil
  }

  /// An element that keeps the context it was built with.
  private final class Kept<State> {
    var context: RenderingContext<State>?
  }

  private func keeping<State>(_ kept: Kept<State>) -> Element<FormCell, State> {
    return { context in
      kept.context = context
      return Rendered(element: FormCell(title: "Kept"), strongReferences: []) { _ in }
    }
  }

  @Test func aScopedContextWritesIntoTheRootState() throws {
    let root = Kept<Outer>()
    let inner = Kept<Inner>()
    let driver = FormDriver(
      initial: Outer(), title: "Outer",
      build: concatenated([
        sections([section([keeping(root)])]),
        bind(form: sections([section([keeping(inner)])]), to: \.inner),
      ]))
    let context = try #require(root.context)
    // The bound form's context writes through its key path, into the root state.
    #expect(try #require(inner.context).write("Bo", to: \.name))
    #expect(driver.state.inner.name == "Bo")
    #expect(context.write(true, to: \.flag))
    #expect(driver.state.flag)
  }

  @Test func aWriteReachesStateAndItsRulesJudgeIt() throws {
    let kept = Kept<Inner>()
    let rules: FieldRules<Inner, String> = [.minLength(2)]
    let form: Form<Inner> = sections([section([rules.applied(to: keeping(kept), keyPath: \.name)])])
    let driver = FormDriver(initial: Inner(name: "Ada"), title: "Name", build: form)
    let context = try #require(kept.context)
    #expect(context.write("A", to: \.name))
    #expect(driver.state == Inner(name: "A"))
    #expect(row(driver, 1).message == "Must be at least 2 characters")
    #expect(driver.validationErrors.map(\.description) == ["Kept: Must be at least 2 characters"])
  }

  @Test func aWriteAGateRefusesChangesNothing() throws {
    let kept = Kept<Inner>()
    // A custom row that takes a gate: its writes must pass it.
    let rules: FieldRules<Inner, String> = [.minLength(2).gating()]
    let form: Form<Inner> = sections([section([rules.applied(to: keeping(kept), keyPath: \.name)])])
    let driver = FormDriver(initial: Inner(name: "Ada"), title: "Name", build: form)
    let context = try #require(kept.context)
    #expect(!context.write("A", to: \.name))
    #expect(driver.state == Inner(name: "Ada"))
    #expect(row(driver, 1).message == "Must be at least 2 characters")
    #expect(context.write("Bo", to: \.name))
    #expect(driver.state == Inner(name: "Bo"))
    #expect(row(driver, 1).message == nil)
    // No rule over the count: written.
    #expect(context.write(3, to: \.count))
    #expect(driver.state == Inner(name: "Bo", count: 3))
  }

  @Test func theFieldsOfAScopedContextJoinTheWholeForm() throws {
    let kept = Kept<Outer>()
    let driver = FormDriver(
      initial: Outer(), title: "Outer", build: sections([section([keeping(kept)])]))
    let context = try #require(kept.context)
    let inner: RenderingContext<Inner> = context.scoped(to: \.inner)
    #expect(inner.state == Inner())
    let field = inner.field(title: "Name", keyPath: \.name, rules: [.required()])
    #expect(driver.validationErrors.map(\.description) == ["Name: Required"])
    // Its writes go through the key path, to the driver.
    #expect(inner.write("Ada", to: \.name))
    #expect(driver.state.inner.name == "Ada")
    #expect(driver.validationErrors == [])
    withExtendedLifetime(field) {}
  }

  @Test func copiesChangeOnlyWhatTheyName() {
    let box = Box()
    let context = RenderingContext<Int>(
      state: 1, change: { change in change(&box.value) }, push: { _ in }, pop: {})
    let later = context.with(state: 2)
    #expect(later.state == 2 && context.state == 1)
    #expect(later.runtime === context.runtime)
    #expect(later.fields === context.fields)
    later.change { $0 += 5 }
    #expect(box.value == 5)
    let fields = FieldGroup<Int>()
    let declaring = context.with(fields: fields)
    #expect(declaring.fields === fields && declaring.state == 1)
    #expect(!declaring.isOutline)
    let outlining = context.with(fields: fields, isOutline: true)
    #expect(outlining.isOutline && outlining.fields === fields)
    #expect(!context.isOutline)
  }

  @Test func anElementWritesInTheDriversWords() throws {
    let kept = Kept<Outer>()
    var driver: FormDriver<Outer>? = FormDriver(
      initial: Outer(), title: "Outer", strings: FormStrings(locale: "de"),
      build: sections([section([keeping(kept)])]))
    let context = try #require(kept.context)
    #expect(context.strings.fieldsToFix(2) == FormStrings(locale: "de").fieldsToFix(2))
    #expect(context.strings.fieldsToFix(2) != FormStrings().fieldsToFix(2))
    // The words stay the form's, the driver gone or not: an element keeps its words.
    #expect(driver?.state == Outer())
    driver = nil
    #expect(context.strings.fieldsToFix(2) == FormStrings(locale: "de").fieldsToFix(2))
  }
}
