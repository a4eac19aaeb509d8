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

  @Test func whatAnUpdateReadsIsKnownWhereTheStatesPlaceIs() throws {
    let root = Kept<Outer>()
    let inner = Kept<Inner>()
    let driver = FormDriver(
      initial: Outer(), title: "Outer",
      build: concatenated([
        sections([section([keeping(root)])]),
        bind(form: sections([section([keeping(inner)])]), to: \.inner),
      ]))
    let context = try #require(root.context)
    let name = context.footprint(of: \.inner.name)
    #expect(!name.isUnknown)
    #expect(!name.overlaps(context.footprint(of: \.flag)))
    #expect(name.overlaps(context.footprint(of: \.inner)))
    // The bound form's context places its key paths where the root's do.
    #expect(try #require(inner.context).footprint(of: \.name) == name)
    // What cannot be told apart from the rest of the state: unknown, so it runs every time.
    #expect(context.footprint(of: \.inner.shout).isUnknown)
    #expect(context.footprint(of: \.nickname?.count).isUnknown)
    // A context made by hand does not know where its state sits.
    let byHand = RenderingContext<Outer>(state: Outer(), change: { _ in }, push: { _ in }, pop: {})
    #expect(byHand.footprint(of: \.flag).isUnknown)
    #expect(driver.state == Outer())
  }

  @Test func aWriteTheRulesRefuseChangesNothing() throws {
    let kept = Kept<Inner>()
    // A custom row that takes rules: its writes pass them.
    let rules: FieldRules<Inner, String> = [.minLength(2)]
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
    let field = inner.fields.declare(title: "Name", keyPath: \.name, rules: [.required()])
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
    #expect(later.tracker === context.tracker)
    #expect(later.fields === context.fields)
    later.change { $0 += 5 }
    #expect(box.value == 5)
    let fields = FieldGroup<Int>()
    let declaring = context.with(fields: fields)
    #expect(declaring.fields === fields && declaring.state == 1)
    #expect(!declaring.isOutlining)
    let outlining = context.outlining(fields: fields)
    #expect(outlining.isOutlining && outlining.fields === fields)
    #expect(!context.isOutlining)
  }

  @Test func anElementWritesInTheDriversWords() throws {
    let kept = Kept<Outer>()
    var driver: FormDriver<Outer>? = FormDriver(
      initial: Outer(), title: "Outer", strings: FormStrings(locale: "de"),
      build: sections([section([keeping(kept)])]))
    let context = try #require(kept.context)
    #expect(context.strings.fieldsToFix(2) == FormStrings(locale: "de").fieldsToFix(2))
    #expect(context.strings.fieldsToFix(2) != FormStrings().fieldsToFix(2))
    // Once the driver is gone, English.
    #expect(driver?.state == Outer())
    driver = nil
    #expect(context.strings.fieldsToFix(2) == FormStrings().fieldsToFix(2))
  }
}
