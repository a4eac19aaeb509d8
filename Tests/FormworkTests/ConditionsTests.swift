import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// Conditions combine: a row shows only while every condition around it allows, and is
/// enabled only while every enabling condition allows, in any nesting and order.
@Suite struct ConditionsTests {
  private struct Flags: Equatable {
    var a = false
    var b = false
    var canSend = true
    var isAirplaneMode = false
    var isAdvanced = true
    var isLocked = false
    var size = 0
    var showsSizes = false
    var sent = 0
  }

  private func toggles(_ titles: [(String, WritableKeyPath<Flags, Bool>)]) -> Element<
    Section, Flags
  > {
    section(titles.map { controlCell(title: $0.0, control: toggle(keyPath: $0.1)) })
  }

  @Test func anEnabledButtonInADisabledSectionIsDisabledUntilBothAllow() {
    let form: Form<Flags> = sections([
      disabled(
        section([buttonCell(title: "Send", isEnabled: \.canSend) { $0.change { $0.sent += 1 } }]),
        when: \.isAirplaneMode, reason: "Airplane mode is on"),
      toggles([("Can Send", \.canSend), ("Airplane", \.isAirplaneMode)]),
    ])
    let driver = FormDriver(initial: Flags(), title: "Send", build: form)
    driver.state.canSend = false
    driver.state.isAirplaneMode = true
    driver.state.canSend = true
    // canSend changed last and allows; airplane mode still disables.
    #expect(!row(driver, 1).isEnabled)
    #expect(!row(driver, 1).tap())
    #expect(row(driver, 1).disabledReason == "Airplane mode is on")
    driver.state.canSend = false
    driver.state.isAirplaneMode = false
    #expect(!row(driver, 1).isEnabled)
    #expect(row(driver, 1).disabledReason == nil)
    driver.state.canSend = true
    #expect(row(driver, 1).tap())
    #expect(driver.state.sent == 1)
    #expect(
      screenText(driver) == """
        Send

          1  Send

          2  Can Send  [on]
          3  Airplane  [off]

        """)
  }

  @Test func aHiddenSectionWithItsOwnConditionStaysHiddenWhileLocked() {
    let form: Form<Flags> = sections([
      hidden(
        section(
          [controlCell(title: "Advanced Row", control: toggle(keyPath: \.a))],
          isVisible: \.isAdvanced),
        when: \.isLocked),
      toggles([("Advanced", \.isAdvanced), ("Locked", \.isLocked)]),
    ])
    let driver = FormDriver(initial: Flags(), title: "Flags", build: form)
    driver.state.isLocked = true
    driver.state.isAdvanced = false
    driver.state.isAdvanced = true
    #expect(
      screenText(driver) == """
        Flags

          1  Advanced  [on]
          2  Locked    [on]

        """)
    driver.state.isLocked = false
    #expect(screenText(driver).contains("1  Advanced Row  [off]"))
  }

  @Test func nestedHiddenWrappersBothHold() {
    let cell = controlCell(title: "Inner", control: toggle(keyPath: \Flags.canSend))
    let form: Form<Flags> = sections([
      section([hidden(hidden(cell, when: \.a), when: \.b)]),
      toggles([("A", \.a), ("B", \.b)]),
    ])
    let driver = FormDriver(initial: Flags(), title: "Flags", build: form)
    for (a, b) in [(true, false), (true, true), (false, true), (true, true), (false, false)] {
      driver.state.a = a
      driver.state.b = b
      let fresh = FormDriver(initial: driver.state, title: "Flags", build: form)
      #expect(screenText(driver) == screenText(fresh))
      #expect(row(driver, 1).title == (a || b ? "A" : "Inner"))
    }
  }

  @Test func hiddenAndDisabledWrappersHoldInEitherOrderInsideADisabledSection() {
    // A cell keeps what hides it and what disables it in one list: each wrapper, in either
    // order, and the section's own condition still answer apart.
    let inner = controlCell(title: "Inner", control: toggle(keyPath: \Flags.canSend))
    let forms: [Form<Flags>] = [
      sections([
        disabled(
          section([hidden(disabled(inner, when: \.b, reason: "B is on"), when: \.a)]),
          when: \.isLocked, reason: "Locked"),
        toggles([("A", \.a), ("B", \.b), ("Locked", \.isLocked)]),
      ]),
      sections([
        disabled(
          section([disabled(hidden(inner, when: \.a), when: \.b, reason: "B is on")]),
          when: \.isLocked, reason: "Locked"),
        toggles([("A", \.a), ("B", \.b), ("Locked", \.isLocked)]),
      ]),
    ]
    for form in forms {
      let driver = FormDriver(initial: Flags(), title: "Flags", build: form)
      let cell = row(driver, 1)
      for (a, b, locked) in [
        (false, true, false), (true, true, false), (false, true, true), (false, false, true),
        (true, false, true), (false, false, false),
      ] {
        driver.state.a = a
        driver.state.b = b
        driver.state.isLocked = locked
        let fresh = FormDriver(initial: driver.state, title: "Flags", build: form)
        #expect(screenText(driver) == screenText(fresh))
        #expect(cell.isVisible == !a)
        #expect(cell.isEnabled == !(b || locked))
        #expect(cell.disabledReason == (b ? "B is on" : locked ? "Locked" : nil))
        #expect(cell.acceptsInput == (!a && !b && !locked))
      }
    }
  }
  @Test func hiddenOptionRowsOfACollapsedInlinePickerStayHidden() {
    let options = inlinePicker(
      title: "Size", keyPath: \Flags.size, isExpanded: \.showsSizes, options: [0, 1],
      optionTitle: { "Size \($0)" })
    let form: Form<Flags> = sections([
      section([options[0]] + options.dropFirst().map { hidden($0, when: \.isLocked) }),
      toggles([("Locked", \.isLocked)]),
    ])
    let driver = FormDriver(initial: Flags(), title: "Flags", build: form)
    driver.state.isLocked = true
    driver.state.isLocked = false
    #expect(
      screenText(driver) == """
        Flags

          1  Size    Size 0

          2  Locked  [off]

        """)
    #expect(row(driver, 1).tap())
    #expect(screenText(driver).contains("3  Size 1"))
    driver.state.isLocked = true
    #expect(!screenText(driver).contains("Size 1"))
  }

  @Test func ownWritesAndNamedConditionsCombine() {
    let cell = FormCell(title: "Row")
    let locked = Condition()
    cell.setHidden(true, by: locked)
    cell.isVisible = true
    #expect(!cell.isVisible)
    cell.setHidden(false, by: locked)
    #expect(cell.isVisible)
    let section = Section(cells: [cell])
    let off = Condition()
    section.setDisabled(true, by: off, reason: "Off")
    #expect(!cell.isEnabled)
    #expect(!cell.tap())
    #expect(cell.disabledReason == "Off")
    // A row added later is covered too.
    let later = FormCell(title: "Later")
    section.cells.append(later)
    #expect(!later.isEnabled)
    section.setDisabled(false, by: off)
    #expect(cell.isEnabled && later.isEnabled)
  }

  @Test func oneConditionThatHidesAndDisablesKeepsEachEffectApart() {
    // Cells and sections keep both effects in one list: lifting one leaves the other.
    let cell = FormCell(title: "Row")
    let locked = Condition()
    cell.setHidden(true, by: locked)
    cell.setDisabled(true, by: locked, reason: "Locked")
    #expect(!cell.isVisible && !cell.isEnabled && cell.disabledReason == "Locked")
    cell.setHidden(false, by: locked)
    #expect(cell.isVisible && !cell.isEnabled && cell.disabledReason == "Locked")
    cell.setDisabled(false, by: locked)
    #expect(cell.isVisible && cell.isEnabled && cell.disabledReason == nil)
    cell.setDisabled(true, by: locked, reason: "Locked")
    #expect(cell.isVisible && !cell.isEnabled)
    let section = Section(cells: [cell])
    section.setDisabled(true, by: locked, reason: "Section off")
    section.setHidden(true, by: locked)
    section.setHidden(false, by: locked)
    #expect(section.isVisible && !section.isEnabled)
    cell.setDisabled(false, by: locked)
    #expect(cell.isVisible && !cell.isEnabled && cell.disabledReason == "Section off")
    section.setDisabled(false, by: locked)
    #expect(cell.isEnabled && section.isEnabled && cell.acceptsInput)
  }

  @Test func aCellsRareSidePropertiesSetAndClearAlone() {
    // detail, message, didSelect, didDelete and didMove live apart from the cell: each is
    // set, read and cleared on its own, whatever else is set.
    let cell = FormCell(title: "Row")
    #expect(cell.detail == nil && cell.message == nil && cell.didSelect == nil)
    #expect(cell.didDelete == nil && cell.didMove == nil)
    var log: [String] = []
    cell.didDelete = { log.append("delete") }
    #expect(cell.detail == nil && cell.didMove == nil && cell.didDelete != nil)
    cell.detail = "On"
    cell.message = "Required"
    cell.didMove = { log.append("move \($0)") }
    cell.didSelect = { log.append("select") }
    cell.shouldHighlight = true
    cell.message = nil
    #expect(cell.detail == "On" && cell.message == nil)
    #expect(cell.tap() && cell.delete() && cell.move(to: 0))
    cell.didDelete = nil
    #expect(!cell.delete() && cell.move(to: 2) && cell.tap())
    #expect(log == ["select", "delete", "move 0", "move 2", "select"])
  }

  @Test func disabledRowsShowTheirReasonInTheRefusal() {
    let form: Form<Flags> = sections([
      section([
        disabled(
          controlCell(title: "Wi-Fi", control: toggle(keyPath: \.a)), when: \.isAirplaneMode,
          reason: "Turn off airplane mode first")
      ])
    ])
    let driver = FormDriver(initial: Flags(isAirplaneMode: true), title: "Flags", build: form)
    #expect((row(driver, 1).control as? Toggle)?.tap() == false)
    #expect(driver.state == Flags(isAirplaneMode: true))
    #expect(row(driver, 1).disabledReason == "Turn off airplane mode first")
  }
}
