import Formwork
import FormworkTestSupport
import FormworkTesting
import Testing

/// One piece of state reached by several routes — a key path from the root, a `bind` and a
/// key path from the bound state, nested binds, an array element through a bind of the
/// array and through a bind of the element — must show the same value on every route after
/// every gesture, with either update strategy. The walker checks every screen against a
/// freshly built form after each step.
@Suite struct AliasingWalkTests {
  private struct Row: Equatable {
    var name = ""
    var isOn = false
  }

  private struct Inner: Equatable {
    var rows = [Row(), Row(name: "b")]
    var title = ""
  }

  private struct Pair: Equatable {
    var b = Row()
  }

  private struct Root: Equatable {
    var inner = Inner()
    var a = Pair()
  }

  private var rowForm: Form<Row> {
    sections([
      section([
        controlCell(title: "Name", control: textField(keyPath: \.name)),
        controlCell(title: "On", control: toggle(keyPath: \.isOn)),
      ])
    ])
  }

  private var innerForm: Form<Inner> {
    sections([
      section([
        controlCell(title: "Inner Name", control: textField(keyPath: \.rows[0].name)),
        controlCell(title: "Inner On", control: toggle(keyPath: \.rows[0].isOn)),
        controlCell(title: "Inner Second", control: textField(keyPath: \.rows[1].name)),
        controlCell(title: "Inner Title", control: textField(keyPath: \.title)),
      ])
    ])
  }

  /// A form over the array itself, reaching its elements by subscript.
  private var arrayForm: Form<[Row]> {
    sections([
      section([
        controlCell(title: "Array Name", control: textField(keyPath: \[Row][0].name)),
        controlCell(title: "Array Second On", control: toggle(keyPath: \[Row][1].isOn)),
      ])
    ])
  }

  /// How the routes are put on one screen: by the library's joiner, which runs only the
  /// children whose reads a change wrote, or by a composite written as the README teaches,
  /// which runs every child (each bound form checking for itself whether it was written).
  enum Joiner: CaseIterable {
    case concatenated, readme

    func join<State>(_ forms: [Form<State>]) -> Form<State> {
      self == .readme ? readmeComposite(forms) : Formwork.concatenated(forms)
    }
  }

  private func rootForm(_ joiner: Joiner) -> Form<Root> {
    joiner.join([
      sections([
        section([
          controlCell(title: "Direct Name", control: textField(keyPath: \Root.inner.rows[0].name)),
          controlCell(title: "Direct On", control: toggle(keyPath: \Root.inner.rows[0].isOn)),
          controlCell(
            title: "Direct Second On", control: toggle(keyPath: \Root.inner.rows[1].isOn)),
          controlCell(title: "Direct Title", control: textField(keyPath: \Root.inner.title)),
          controlCell(title: "Direct B", control: textField(keyPath: \Root.a.b.name)),
        ])
      ]),
      bind(form: innerForm, to: \Root.inner),
      bind(form: bind(form: rowForm, to: \Inner.rows[0]), to: \Root.inner),
      bind(form: rowForm, to: \Root.inner.rows[1]),
      bind(form: arrayForm, to: \Root.inner.rows),
      bind(form: bind(form: rowForm, to: \Pair.b), to: \Root.a),
      bind(form: rowForm, to: \Root.a.b),
      bindEach(form: rowForm, to: \Root.inner.rows),
    ])
  }

  @Test(arguments: [UpdateStrategy.incremental, .naive], Joiner.allCases)
  func walksOverEveryRouteFindNoInconsistency(strategy: UpdateStrategy, joiner: Joiner) {
    var walker = RandomWalker(initial: Root(), title: "Routes", form: rootForm(joiner))
    walker.strategy = strategy
    let summary = walker.run(walks: 60, steps: 30, seed: 25)
    if let failure = summary.failure { Issue.record(Comment(rawValue: failure.description)) }
    #expect(summary.walks == 60)
  }

  /// The walker's two-step finding on the old engine: typing through one route, then
  /// reading the row of another.
  @Test(arguments: Joiner.allCases)
  func anEditOnOneRouteShowsOnEveryOther(joiner: Joiner) throws {
    let driver = FormDriver(initial: Root(), title: "Routes", build: rootForm(joiner))
    let rows = driver.topScreen.sections.flatMap(\.cells)
    func text(_ title: String) -> [String] {
      rows.filter { $0.title == title }.compactMap { ($0.control as? TextField)?.text }
    }
    let direct = try #require(rows.first { $0.title == "Direct Name" }?.control as? TextField)
    #expect(direct.enter("direct"))
    #expect(text("Inner Name") == ["direct"])
    #expect(text("Array Name") == ["direct"])
    // The element's form, bound three ways: inside the bind of inner, then each element of
    // the array (bindEach): the first's name shows, the second's keeps its own.
    #expect(text("Name") == ["direct", "b", "", "", "direct", "b"])
    let inner = try #require(rows.first { $0.title == "Inner Name" }?.control as? TextField)
    #expect(inner.enter("inner"))
    #expect(direct.text == "inner")
    #expect(text("Array Name") == ["inner"])
    let nested = try #require(
      rows.filter { $0.title == "Name" }.dropFirst(2).first?.control as? TextField)
    #expect(nested.enter("pair"))
    #expect(driver.state.a.b.name == "pair")
    #expect(text("Direct B") == ["pair"])
    #expect(text("Name") == ["inner", "b", "pair", "pair", "inner", "b"])
  }

  /// Elements come and go under `bindEach` (buttons add, remove and reorder), while rows
  /// reach them by hand too: every screen equals a fresh build after every step.
  @Test(arguments: [UpdateStrategy.incremental, .naive])
  func elementsComingAndGoingStayConsistent(strategy: UpdateStrategy) {
    let buttons: Form<Root> = sections([
      section([
        buttonCell(title: "Add") { $0.change { $0.inner.rows.append(Row(name: "new")) } },
        buttonCell(title: "Remove") { context in
          context.change { if !$0.inner.rows.isEmpty { $0.inner.rows.removeFirst() } }
        },
        buttonCell(title: "Reverse") { $0.change { $0.inner.rows.reverse() } },
        buttonCell(title: "Two") { $0.change { $0.inner.rows = [Row(name: "x"), Row()] } },
      ])
    ])
    let form: Form<Root> = concatenated([
      bindEach(form: rowForm, to: \Root.inner.rows),
      buttons,
      sections([section([textCell(title: { "\($0.inner.rows.count) rows" })])]),
    ])
    var walker = RandomWalker(initial: Root(), title: "Each", form: form)
    walker.strategy = strategy
    let summary = walker.run(walks: 60, steps: 30, seed: 7)
    if let failure = summary.failure { Issue.record(Comment(rawValue: failure.description)) }
    #expect(summary.walks == 60)
  }
}
