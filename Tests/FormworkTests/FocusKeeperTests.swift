import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// Focus lives in the driver: next and previous move across the visible, enabled fields of
/// the top screen in form order; leaving a field ends its editing; a refused submit lands on
/// the first field to fix.
@Suite struct FocusKeeperTests {
  private struct Profile: Equatable {
    var name = ""
    var code = ""
    var isLocked = false
    var showsCode = false
    var count = 0
  }

  private var form: Form<Profile> {
    sections(
      [
        section([
          controlCell(
            title: "Name",
            control: textField(
              keyPath: \.name, rules: FieldRules([.required()], timing: .onEndEditing))),
          buttonCell(title: "Clear") { $0.change { $0.name = "" } },
          hidden(
            controlCell(title: "Code", control: textField(keyPath: \.code)), when: { !$0.showsCode }
          ),
          disabled(
            controlCell(title: "Count", control: stepper(keyPath: \.count, range: 0...9)),
            when: \.isLocked, reason: "Locked"),
          controlCell(title: "Locked", control: toggle(keyPath: \.isLocked)),
        ])
      ], submit: "Save"
    ) { _ in }
  }

  @Test func nextAndPreviousMoveAcrossFieldsThatTakeInput() {
    let driver = FormDriver(initial: Profile(), title: "Profile", build: form)
    var seen: [String?] = []
    let token = driver.observeFocus { seen.append($0?.title) }
    #expect(driver.focus == nil)
    #expect(driver.focusNext())
    #expect(driver.focus == FormFocus(path: ["Profile"], title: "Name", row: 1))
    // The button is not a field; the hidden code is not shown.
    #expect(driver.focusNext())
    #expect(driver.focus?.title == "Count")
    #expect(driver.focusNext())
    #expect(driver.focus?.title == "Locked")
    #expect(!driver.focusNext())
    #expect(driver.focus?.title == "Locked")
    driver.state.isLocked = true
    driver.state.showsCode = true
    #expect(driver.focusPrevious())
    #expect(driver.focus?.title == "Code")
    #expect(driver.focusPrevious())
    #expect(driver.focus?.title == "Name")
    #expect(!driver.focusPrevious())
    #expect(seen == ["Name", "Count", "Locked", "Code", "Name"])
    #expect(
      focusedScreenText(driver) == """
        Profile

        ▸ 1  Name    []
             ! Required
          2  Clear
          3  Code    []
          4  Count   [− 0 +]  (disabled: Locked)
          5  Locked  [on]

          6  Save    (1 to fix)

        """)
    token.cancel()
    driver.focusNext()
    #expect(seen.count == 5)
  }

  @Test func leavingAFieldEndsItsEditingAndShowsItsMessage() {
    let driver = FormDriver(initial: Profile(), title: "Profile", build: form)
    driver.focusNext()
    #expect(row(driver, 1).message == nil)
    driver.focusNext()
    #expect(row(driver, 1).message == "Required")
    #expect(driver.state == Profile())
  }

  @Test func aRefusedSubmitFocusesTheFirstFieldToFixAndPopClearsIt() {
    let nested: Form<Profile> = sections([
      section([
        controlCell(title: "Code", control: textField(keyPath: \.code, rules: [.required()]))
      ])
    ])
    let form: Form<Profile> = sections(
      [section([detailTextCell(title: "Details", keyPath: \.code, form: nested)])], submit: "Go"
    ) { _ in }
    let driver = FormDriver(initial: Profile(), title: "Root", build: form)
    #expect(row(driver, 2).tap())
    #expect(driver.path == ["Root", "Details"])
    #expect(driver.focus == FormFocus(path: ["Root", "Details"], title: "Code", row: 1))
    #expect(row(driver, 1).isFocused)
    driver.pop()
    #expect(driver.focus == nil)
    #expect(driver.state == Profile())
  }

  private struct Controls: Equatable {
    var name = ""
    var isOn = false
    var count = 0
    var level = 0.5
    var size = 0
    var isLocked = false
  }

  private var controlsForm: Form<Controls> {
    sections([
      section([
        controlCell(
          title: "Name",
          control: textField(
            keyPath: \.name, rules: FieldRules([.required()], timing: .onEndEditing))),
        controlCell(title: "On", control: toggle(keyPath: \.isOn)),
        disabled(
          controlCell(title: "Count", control: stepper(keyPath: \.count, range: 0...1)),
          when: \.isLocked),
        controlCell(title: "Level", control: slider(keyPath: \.level, range: 0...1, step: 0.5)),
        controlCell(
          title: "Size",
          control: segmentedControl(keyPath: \.size, options: [0, 1], optionTitle: { "\($0)" })),
        controlCell(title: "Locked", control: toggle(keyPath: \.isLocked)),
      ])
    ])
  }

  @Test func aGestureOnAnyControlFocusesItsRowAndOneItsRowRefusesDoesNot() throws {
    let driver = FormDriver(initial: Controls(), title: "Controls", build: controlsForm)
    var seen: [String?] = []
    let token = driver.observeFocus { seen.append($0?.title) }
    #expect((row(driver, 1).control as? TextField)?.enter("") == true)
    #expect(driver.focus?.title == "Name")
    // A tap on the switch takes the focus: leaving Name ends its editing, its message shows.
    #expect((row(driver, 2).control as? Toggle)?.tap() == true)
    #expect(driver.focus == FormFocus(path: ["Controls"], title: "On", row: 2))
    // A step the range refuses still focuses the row it was asked of: the user acted there.
    #expect((row(driver, 3).control as? Formwork.Stepper)?.increment() == true)
    #expect((row(driver, 3).control as? Formwork.Stepper)?.increment() == false)
    #expect(driver.focus?.title == "Count")
    #expect((row(driver, 4).control as? Slider)?.decrement() == true)
    #expect(driver.focus?.title == "Level")
    #expect((row(driver, 5).control as? SegmentedControl)?.select(1) == true)
    #expect(driver.focus?.title == "Size")
    #expect((row(driver, 6).control as? Toggle)?.tap() == true)
    // A gesture on a disabled row is refused whole: the focus stays where it was.
    #expect((row(driver, 3).control as? Formwork.Stepper)?.decrement() == false)
    #expect(driver.focus?.title == "Locked")
    #expect(seen == ["Name", "On", "Count", "Level", "Size", "Locked"])
    #expect(
      driver.state == Controls(name: "", isOn: true, count: 1, level: 0, size: 1, isLocked: true))
    #expect(
      focusedScreenText(driver) == """
        Controls

          1  Name    []
             ! Required
          2  On      [on]
          3  Count   [− 1 +]  (disabled)
          4  Level   [0 ▯▯▯▯▯▯▯▯▯▯]
          5  Size    [0|*1*]
        ▸ 6  Locked  [on]

        """)
    token.cancel()
  }

  @Test func aCustomControlJoinsFocusThroughTheProtocol() {
    final class Dial: HostedControl, FocusableControl {
      var isEnabled = true
      weak var cell: FormCell?
    }
    final class Plain: Control {}
    let dial: Element<FormCell, Profile> = { _ in
      let cell = FormCell(title: "Dial")
      cell.control = Dial()
      return Rendered(element: cell, strongReferences: []) { _ in }
    }
    let plain: Element<FormCell, Profile> = { _ in
      let cell = FormCell(title: "Plain")
      cell.control = Plain()
      return Rendered(element: cell, strongReferences: []) { _ in }
    }
    let driver = FormDriver(
      initial: Profile(), title: "Custom", build: sections([section([plain, dial])]))
    #expect(driver.focusNext())
    #expect(driver.focus?.title == "Dial")
    #expect(!driver.focusNext())
    (row(driver, 2).control as? Dial)?.takeFocus()
    #expect(driver.focus?.row == 2)
  }
}
