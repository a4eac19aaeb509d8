import Testing

@testable import Formwork

/// Updates follow what was written: a change from a control runs only the update closures
/// whose reads overlap the key path it wrote, at any nesting, with or without `bind`; a
/// change of unknown extent runs everything the `Equatable` checks do not skip.
@Suite struct FootprintTests {
  private struct Row: Equatable {
    var name = ""
    var isOn = false
    var isHidden = false
  }

  private struct Group: Equatable {
    var rows: [Row]
    var a = Row()
    var b = Row()
  }

  private struct Flat: Equatable {
    var values: [Int: Bool] = [:]
    var first = Row()
    var second = Row()
    var note = ""
    var nested = Group(rows: [])
  }

  /// `count` rows over `first`, `second` alternately, each toggle hidden by a key-path
  /// condition, so most rows read something the edit does not write.
  private func flatForm(count: Int) -> Form<Flat> {
    let rows: [Element<FormCell, Flat>] = (0..<count).map { index in
      let row: WritableKeyPath<Flat, Row> = index == 0 ? \.first : \.second
      return hidden(
        controlCell(title: "Row \(index)", control: toggle(keyPath: row.appending(path: \.isOn))),
        when: row.appending(path: \.isHidden), { $0 })
    }
    return sections([
      section(rows),
      section([controlCell(title: "Note", control: textField(keyPath: \.note))]),
    ])
  }

  @Test func aFlatFormRunsOnlyTheRowsThatReadWhatWasWritten() throws {
    var costs: [Int] = []
    for count in [10, 1000, 4000] {
      let driver = FormDriver(initial: Flat(), title: "Flat", build: flatForm(count: count))
      let note = try #require(driver.topScreen.sections[1].cells[0].control as? TextField)
      #expect(note.enter("hello"))
      costs.append(driver.updatesInLastChange)
      let first = try #require(driver.topScreen.sections[0].cells[0].control as? Toggle)
      #expect(first.tap())
      #expect(driver.state.first.isOn)
      // The root, the first section, then the first row's condition, cell and toggle.
      #expect(driver.updatesInLastChange == 5)
    }
    // The note: the root, its section, its cell and its field, whatever the row count.
    #expect(costs == [4, 4, 4])
  }

  @Test func aChangeOfUnknownExtentRunsEveryUpdateTheEquatableChecksKeep() {
    let driver = FormDriver(initial: Flat(), title: "Flat", build: flatForm(count: 100))
    driver.state.note = "x"
    // Root, 2 sections, 100 rows × 3 closures, the note's cell and field.
    #expect(driver.updatesInLastChange == 1 + 2 + 300 + 2)
    let naive = FormDriver(
      initial: Flat(), title: "Flat", strategy: .naive, build: flatForm(count: 100))
    (naive.topScreen.sections[1].cells[0].control as? TextField)?.enter("x")
    #expect(naive.updatesInLastChange == 1 + 2 + 300 + 2)
  }

  @Test func boundGroupsRunOnlyTheWrittenRowAtAnyDepth() throws {
    let rowForm: Form<Row> = sections([
      section([
        controlCell(title: "On", control: toggle(keyPath: \.isOn)),
        controlCell(title: "Name", control: textField(keyPath: \.name)),
      ])
    ])
    let groupForm: Form<Group> = sections([
      section([controlCell(title: "Top", control: toggle(keyPath: \.a.isOn))])
    ])
    let deep: Form<Flat> = { context in
      let rendered = [
        bind(form: bind(form: rowForm, to: \.b), to: \.nested)(context),
        bind(form: groupForm, to: \.nested)(context),
        bind(form: rowForm, to: \.first)(context),
      ]
      return Rendered(
        element: rendered.flatMap(\.element), strongReferences: rendered.map(\.strongReferences),
        reads: rendered.reduce(.none) { $0.union($1.reads) }
      ) { state in
        for child in rendered {
          context.tracker.run(child.update, reading: child.reads, with: state)
        }
      }
    }
    let driver = FormDriver(initial: Flat(), title: "Deep", build: deep)
    let name = try #require(driver.topScreen.sections[0].cells[1].control as? TextField)
    #expect(name.enter("deep"))
    #expect(driver.state.nested.b.name == "deep")
    // The root, the outer and inner binds, the row form, its section, the cell and the
    // field; the other binds read elsewhere and are not run, nor is the "On" row.
    #expect(driver.updatesInLastChange == 7)
    let top = try #require(driver.topScreen.sections[1].cells[0].control as? Toggle)
    #expect(top.tap())
    #expect(driver.state.nested.a.isOn)
    #expect(driver.updatesInLastChange == 6)
  }

  @Test func footprintsOverlapByStorage() {
    let whole = Footprint.of(\Flat.first, base: 0)
    let part = Footprint.of(\Flat.first.isOn, base: 0)
    let other = Footprint.of(\Flat.second.isOn, base: 0)
    #expect(whole.overlaps(part) && part.overlaps(whole))
    #expect(!part.overlaps(other))
    #expect(Footprint.of(\Flat.first, base: nil) == .unknown)
    #expect(Footprint.unknown.overlaps(.none))
    #expect(!Footprint.none.overlaps(part))
    #expect(part.union(other).overlaps(other))
    #expect(part.union(.unknown) == .unknown)
    // A dictionary's values are not inline storage: unknown, so it overlaps everything.
    #expect(Footprint.of(\Flat.values[1], base: 0).isUnknown)
  }
}
