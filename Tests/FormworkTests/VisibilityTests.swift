import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

@Suite struct VisibilityTests {
  private struct Prefs: Equatable {
    var isAdvanced = false
    var isLocked = false
    var name = "Ann"
    var level = 1
    var other = 0
  }

  /// Counts how often a predicate runs.
  private final class Counter {
    var count = 0
  }

  private func form(counting counter: Counter = Counter()) -> Form<Prefs> {
    sections([
      section([
        controlCell(title: "Advanced", control: toggle(keyPath: \.isAdvanced)),
        hidden(
          controlCell(title: "Name", control: textField(keyPath: \.name)),
          when: { !$0.isAdvanced }),
        disabled(
          controlCell(title: "Locked", control: toggle(keyPath: \.isLocked)),
          when: \.isLocked),
        hidden(
          optionCell(title: "Level 2", option: 2, keyPath: \.level),
          when: { state in
            counter.count += 1
            return state.level > 2
          }),
      ]),
      hidden(
        section(
          [controlCell(title: "Expert", control: toggle(keyPath: \.isLocked))], header: "Expert"),
        when: { !($0.isAdvanced && $0.level >= 2) }),
    ])
  }

  @Test func hiddenRowsAreLeftOutAndFollowStateWithoutAManualCall() throws {
    let driver = FormDriver(initial: Prefs(), title: "Prefs", build: form())
    #expect(
      screenText(driver) == """
        Prefs

          1  Advanced  [off]
          2  Locked    [off]
          3  Level 2

        """)
    let advanced = try #require(row(driver, 1).control as? Toggle)
    #expect(advanced.tap())
    #expect(driver.state == Prefs(isAdvanced: true))
    #expect(
      screenText(driver) == """
        Prefs

          1  Advanced  [on]
          2  Name      [Ann]
          3  Locked    [off]
          4  Level 2

        """)
    // The section's predicate reads two values; both must hold.
    #expect(row(driver, 4).tap())
    #expect(driver.state == Prefs(isAdvanced: true, level: 2))
    #expect(
      screenText(driver) == """
        Prefs

          1  Advanced  [on]
          2  Name      [Ann]
          3  Locked    [off]
          4  Level 2   ✓

          ── Expert ──
          5  Expert    [off]

        """)
  }

  @Test func hiddenRowsRefuseEveryGesture() throws {
    let driver = FormDriver(initial: Prefs(), title: "Prefs", build: form())
    let nameCell = driver.topScreen.sections[0].cells[1]
    let expertCell = driver.topScreen.sections[1].cells[0]
    #expect(!nameCell.isVisible)
    #expect(!driver.topScreen.sections[1].isVisible)
    let name = try #require(nameCell.control as? TextField)
    let expert = try #require(expertCell.control as? Toggle)
    #expect(!name.enter("Bob"))
    #expect(!expert.tap())
    #expect(!nameCell.tap())
    #expect(!nameCell.delete())
    #expect(!nameCell.move(to: 0))
    #expect(driver.state == Prefs())
    #expect(name.text == "Ann")
    // Shown again, the same cell takes input.
    driver.state.isAdvanced = true
    #expect(name.enter("Bob"))
    #expect(driver.state == Prefs(isAdvanced: true, name: "Bob"))
  }

  @Test func disabledRowsStayVisibleAndRefuseInput() throws {
    let driver = FormDriver(initial: Prefs(), title: "Prefs", build: form())
    let locked = try #require(row(driver, 2).control as? Toggle)
    #expect(locked.tap())
    #expect(driver.state == Prefs(isLocked: true))
    #expect(
      screenText(driver) == """
        Prefs

          1  Advanced  [off]
          2  Locked    [on]  (disabled)
          3  Level 2

        """)
    #expect(!locked.tap())
    #expect(driver.state == Prefs(isLocked: true))
    driver.state.isLocked = false
    #expect(row(driver, 2).isEnabled)
    #expect(locked.tap())
    #expect(driver.state == Prefs(isLocked: true))
  }

  @Test func aDisabledSectionDisablesEveryCellAndComposesWithCellConditions() throws {
    let form: Form<Prefs> = sections([
      disabled(
        section([
          controlCell(title: "Advanced", control: toggle(keyPath: \.isAdvanced)),
          disabled(
            controlCell(title: "Name", control: textField(keyPath: \.name)), when: \.isAdvanced),
        ]),
        when: \.isLocked),
      section([controlCell(title: "Lock", control: toggle(keyPath: \.isLocked))]),
    ])
    let driver = FormDriver(initial: Prefs(), title: "Prefs", build: form)
    let lock = try #require(row(driver, 3).control as? Toggle)
    let advanced = try #require(row(driver, 1).control as? Toggle)
    let name = try #require(row(driver, 2).control as? TextField)
    #expect(lock.tap())
    #expect(
      screenText(driver) == """
        Prefs

          1  Advanced  [off]  (disabled)
          2  Name      [Ann]  (disabled)

          3  Lock      [on]

        """)
    #expect(!advanced.tap())
    #expect(!name.enter("Bob"))
    #expect(driver.state == Prefs(isLocked: true))
    // The cell's own condition starts to hold while the section is disabled; unlocking
    // the section leaves that cell disabled.
    driver.state.isAdvanced = true
    #expect(lock.tap())
    #expect(driver.state == Prefs(isAdvanced: true))
    #expect(
      screenText(driver) == """
        Prefs

          1  Advanced  [on]
          2  Name      [Ann]  (disabled)

          3  Lock      [off]

        """)
    #expect(advanced.tap())
    #expect(name.enter("Bob"))
    #expect(driver.state == Prefs(name: "Bob"))
  }

  @Test func aDisabledListSectionDisablesRowsAddedLater() throws {
    struct Item: Identifiable, Equatable {
      var id: Int
      var isOn = false
    }
    struct Items: Equatable {
      var items = [Item(id: 1)]
      var isLocked = true
    }
    let form: Form<Items> = sections([
      disabled(
        listSection(
          \.items,
          rows: [
            cellTitle(controlCell(title: "", control: toggle(keyPath: \.isOn)), { "\($0.id)" })
          ]),
        when: { $0.isLocked })
    ])
    let driver = FormDriver(initial: Items(), title: "Items", build: form)
    driver.state.items.append(Item(id: 2))
    #expect(
      screenText(driver) == """
        Items

          1  1  [off]  (disabled)
          2  2  [off]  (disabled)

        """)
    #expect(!row(driver, 2).delete())
    #expect(!((row(driver, 2).control as? Toggle)?.tap() ?? true))
    #expect(driver.state == Items(items: [Item(id: 1), Item(id: 2)]))
    driver.state.isLocked = false
    #expect((row(driver, 2).control as? Toggle)?.tap() == true)
    #expect(driver.state == Items(items: [Item(id: 1), Item(id: 2, isOn: true)], isLocked: false))
  }

  /// A condition may read anything: it runs again on every update of its element.
  @Test func aPredicateRunsAfterEveryChange() {
    let counter = Counter()
    let driver = FormDriver(initial: Prefs(), title: "Prefs", build: form(counting: counter))
    #expect(counter.count == 1)
    for value in 1...5 { driver.state.other = value }
    #expect(counter.count == 6)
    driver.state.level = 3
    #expect(counter.count == 7)
    #expect(driver.topScreen.sections[0].cells[3].isVisible == false)
  }

  @Test func hiddenSectionByKeyPathAndByValue() {
    let form: Form<Prefs> = sections([
      section([textCell(title: { _ in "A" })], isVisible: \.isAdvanced),
      hidden(section([textCell(title: { _ in "B" })]), when: { $0.level == 1 }),
      hidden(section([textCell(title: { _ in "C" })]), when: \.isLocked),
    ])
    let driver = FormDriver(initial: Prefs(), title: "Sections", build: form)
    #expect(
      screenText(driver) == """
        Sections

          1  C

        """)
    driver.state = Prefs(isAdvanced: true, isLocked: true, level: 2)
    #expect(
      screenText(driver) == """
        Sections

          1  A

          2  B

        """)
  }

  @Test func everyRowHiddenShowsNoRows() {
    let form: Form<Prefs> = sections([
      section([hidden(textCell(title: { $0.name }), when: { _ in true })])
    ])
    let driver = FormDriver(initial: Prefs(), title: "Empty", build: form)
    #expect(driver.topScreen.visibleCells.isEmpty)
    #expect(screenText(driver).hasSuffix("  (no rows)\n"))
    #expect(!driver.topScreen.sections[0].cells[0].tap())
  }
}
