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
    let root = StateLocation.root(PlaceMaker())
    let whole = Footprint.of(\Flat.first, at: root)
    let part = Footprint.of(\Flat.first.isOn, at: root)
    let other = Footprint.of(\Flat.second.isOn, at: root)
    #expect(whole.overlaps(part) && part.overlaps(whole))
    #expect(!part.overlaps(other))
    #expect(Footprint.of(\Flat.first, at: nil) == .unknown)
    #expect(Footprint.unknown.overlaps(.none))
    #expect(!Footprint.none.overlaps(part))
    #expect(part.union(other).overlaps(other))
    #expect(part.union(.unknown) == .unknown)
    // A dictionary's values are not inline storage nor an array's: unknown, so they
    // overlap everything.
    #expect(Footprint.of(\Flat.values[1], at: root).isUnknown)
    // One storage reached by two routes is one place: the nested state's, then the value in
    // it, is the value from the root.
    let nested = StateLocation.root(PlaceMaker()).entering(\Flat.nested)
    #expect(Footprint.of(\Group.a.isOn, at: nested) == Footprint.of(\Flat.nested.a.isOn, at: root))
  }

  @Test func arrayElementsAreRegionsWithinTheirArray() {
    let root = StateLocation.root(PlaceMaker())
    let zero = Footprint.of(\Group.rows[0].name, at: root)
    let zeroAgain = Footprint.of(\Group.rows[0].name, at: root)
    let zeroOn = Footprint.of(\Group.rows[0].isOn, at: root)
    let one = Footprint.of(\Group.rows[1].name, at: root)
    let array = Footprint.of(\Group.rows, at: root)
    let a = Footprint.of(\Group.a, at: root)
    #expect(!zero.isUnknown && zero == zeroAgain)
    // Two elements of one array, or two of one element's properties, are disjoint.
    #expect(!zero.overlaps(one) && !one.overlaps(zero))
    // A reader of the whole array sees a write to an element; a write to the whole array
    // reaches every element's readers.
    #expect(array.overlaps(zero) && zero.overlaps(array) && one.overlaps(array))
    // Two properties of one element are disjoint too.
    #expect(!zeroOn.overlaps(zero) && !zero.overlaps(zeroOn))
    // The array's siblings are disjoint from its elements.
    #expect(!a.overlaps(zeroOn) && !zeroOn.overlaps(a))
    // A shape that extends another might nest in it: they overlap, whatever the indices (an
    // update more, never a stale row).
    let element = Footprint.of(\Group.rows[0], at: root)
    #expect(!element.isUnknown && element.overlaps(zero) && zero.overlaps(element))
    #expect(Footprint.of(\Group.rows[1], at: root).overlaps(zero))
    // An element's sibling property is apart from it.
    #expect(!element.overlaps(a) && !a.overlaps(element))
  }

  private struct Team: Equatable {
    var groups: [Group]
    var title = ""
    /// A computed property that aliases `groups[0]`: never given a region of its own.
    var firstGroup: Group {
      get { groups[0] }
      set { groups[0] = newValue }
    }
  }

  private func teamForm(groups: Int, rows: Int) -> Form<Team> {
    let groupForm: Form<Group> = sections([
      section(
        (0..<rows).map { index in
          hidden(
            controlCell(title: "Row \(index)", control: textField(keyPath: \.rows[index].name)),
            when: \.rows[index].isHidden)
        })
    ])
    return concatenated(
      (0..<groups).map { bind(form: groupForm, to: \Team.groups[$0]) }
        + [
          sections([
            section([
              controlCell(title: "Title", control: textField(keyPath: \.title)),
              controlCell(title: "First", control: textField(keyPath: \.firstGroup.rows[0].name)),
            ])
          ])
        ])
  }

  private func team(groups: Int, rows: Int) -> Team {
    Team(groups: Array(repeating: Group(rows: Array(repeating: Row(), count: rows)), count: groups))
  }

  @Test func boundArrayElementsRunOnlyTheWrittenRowWhateverTheirNumber() throws {
    var costs: [Int] = []
    for (groups, rows) in [(10, 10), (100, 10), (10, 100)] {
      let driver = FormDriver(
        initial: team(groups: groups, rows: rows), build: teamForm(groups: groups, rows: rows))
      let field = try #require(driver.topScreen.sections[groups / 2].cells[3].control as? TextField)
      #expect(field.enter("x"))
      #expect(driver.state.groups[groups / 2].rows[3].name == "x")
      costs.append(driver.updatesInLastChange)
    }
    // The root, the bind, the group's form, its section, the row's condition, its cell and
    // its field (7); and the last form, its section, the "First" row's cell and field (4),
    // whose key path goes through a computed property, so might alias anything.
    #expect(costs == [11, 11, 11])
  }

  @Test func aliasedAndWholeArrayWritesStayConsistent() throws {
    let driver = FormDriver(initial: team(groups: 3, rows: 2), build: teamForm(groups: 3, rows: 2))
    let first = try #require(driver.topScreen.sections[3].cells[1].control as? TextField)
    // Written through the computed property: the bound row of group 0 shows it.
    #expect(first.enter("alias"))
    #expect((driver.topScreen.sections[0].cells[0].control as? TextField)?.text == "alias")
    // Written through the bound row: the computed property's row shows it.
    let bound = try #require(driver.topScreen.sections[0].cells[0].control as? TextField)
    #expect(bound.enter("bound"))
    #expect(first.text == "bound")
    // A keyed write of the whole array reaches every bound row.
    let button: Element<FormCell, Team> = { context in
      let cell = FormCell(title: "Swap")
      var latest = context.state
      cell.didSelect = {
        var groups = latest.groups
        groups.swapAt(0, 2)
        groups[1].rows[1].isHidden = true
        _ = context.write(groups, to: \.groups)
      }
      return Rendered(element: cell, strongReferences: []) { latest = $0 }
    }
    let swapping = FormDriver(
      initial: team(groups: 3, rows: 2),
      build: concatenated([teamForm(groups: 3, rows: 2), sections([section([button])])]))
    let name = try #require(swapping.topScreen.sections[0].cells[0].control as? TextField)
    #expect(name.enter("zero"))
    swapping.topScreen.sections[4].cells[0].didSelect?()
    #expect(swapping.state.groups[2].rows[0].name == "zero")
    #expect((swapping.topScreen.sections[2].cells[0].control as? TextField)?.text == "zero")
    #expect(name.text == "")
    #expect(!swapping.topScreen.sections[1].cells[1].isVisible)
    #expect(swapping.topScreen.sections[1].cells[0].isVisible)
  }
}
