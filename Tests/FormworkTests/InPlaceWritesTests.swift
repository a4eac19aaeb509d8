import FormworkTerminal
import Testing

@testable import Formwork

/// A value typed or tapped into a control is written in place: the driver keeps the old
/// value to take it back (undo, observers' `old`) rather than a copy of the state, and no
/// field keeps a state of its own, so a change costs what it writes, not what the state
/// holds. Checked by where an array's storage lives before and after a change.
@Suite struct InPlaceWritesTests {
  private struct Entry: Equatable {
    var text = ""
    var isHidden = false
  }

  private struct Sheet: Equatable {
    var entries: [Entry]
    var doubled = 0
    var count = 0
    var isOn = false
    var submitted = 0

    init(rows: Int) {
      entries = Array(repeating: Entry(), count: rows)
    }
  }

  /// Every row validated and hidden by a key-path condition; a stepper whose update writes
  /// `doubled` back (a change requested while updates run); a submit button counting errors.
  private func sheetForm(rows: Int) -> Form<Sheet> {
    let cells = (0..<rows).map { index in
      hidden(
        validated(
          controlCell(
            title: "Text \(index)", control: textField(keyPath: \Sheet.entries[index].text)),
          \.entries[index].text, rules: [.maxLength(8)]),
        when: \.entries[index].isHidden)
    }
    let follower: Element<FormCell, Sheet> = { context in
      let cell = FormCell(title: "Doubled")
      return Rendered(element: cell, strongReferences: []) { state in
        cell.detail = String(state.doubled)
        if state.doubled != state.count * 2 { context.change { $0.doubled = $0.count * 2 } }
      }
    }
    return sections(
      [
        section([
          controlCell(title: "Count", control: stepper(keyPath: \.count, range: 0...10)), follower,
          controlCell(title: "On", control: toggle(keyPath: \.isOn)),
        ]),
        section(cells),
      ], submit: "Save"
    ) { $0.submitted += 1 }
  }

  /// Where the entries' storage lives now.
  private func storage(_ driver: FormDriver<Sheet>) -> Int {
    driver.state.entries.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
  }

  private func entryField(_ driver: FormDriver<Sheet>, _ index: Int) -> TextField? {
    driver.topScreen.visibleCells.first { $0.title == "Text \(index)" }?.control as? TextField
  }

  @Test func typingIntoOneOfManyRowsWritesInPlace() {
    let driver = FormDriver(initial: Sheet(rows: 500), title: "Sheet", build: sheetForm(rows: 500))
    // The first write may copy what building the form shared; from then on, none does.
    #expect(entryField(driver, 0)?.enter("first") == true)
    let before = storage(driver)
    #expect(entryField(driver, 250)?.enter("abc") == true)
    #expect(entryField(driver, 251)?.enter("abcd") == true)
    // A refused value is checked without a copy too; state keeps the last valid value.
    #expect(entryField(driver, 250)?.enter("far too long") == false)
    #expect(storage(driver) == before)
    var expected = Sheet(rows: 500)
    expected.entries[0].text = "first"
    expected.entries[250].text = "abc"
    expected.entries[251].text = "abcd"
    #expect(driver.state == expected)
    #expect(
      driver.validationErrors.map(\.description) == ["Text 250: Must be at most 8 characters"])
    // Undo takes each write back, redo makes it again.
    #expect(driver.undo())
    #expect(driver.state.entries[251].text == "")
    #expect(driver.undo())
    #expect(driver.state.entries[250].text == "")
    #expect(driver.redo())
    #expect(driver.state.entries[250].text == "abc")
    #expect(entryField(driver, 250)?.text == "abc")
    #expect(driver.redo())
    #expect(driver.state == expected)
    #expect(!driver.redo())
  }

  @Test func observersSeeTheStateBeforeAKeyedWrite() {
    let driver = FormDriver(initial: Sheet(rows: 3), title: "Sheet", build: sheetForm(rows: 3))
    var seen: [(old: Sheet, new: Sheet)] = []
    let token = driver.observe { seen.append(($0.old, $0.new)) }
    #expect(entryField(driver, 1)?.enter("hi") == true)
    var typed = Sheet(rows: 3)
    typed.entries[1].text = "hi"
    #expect(seen.map(\.old) == [Sheet(rows: 3)])
    #expect(seen.map(\.new) == [typed])
    token.cancel()
  }

  @Test func aWriteWhoseUpdatesChangeStateIsUndoneWithThoseChanges() throws {
    let driver = FormDriver(initial: Sheet(rows: 3), title: "Sheet", build: sheetForm(rows: 3))
    var seen: [(old: Sheet, new: Sheet)] = []
    let token = driver.observe { seen.append(($0.old, $0.new)) }
    let stepper = try #require(row(driver, 1).control as? Stepper)
    #expect(stepper.increment())
    var stepped = Sheet(rows: 3)
    stepped.count = 1
    stepped.doubled = 2
    #expect(driver.state == stepped)
    // The state before both the stepper's write and the follower's.
    #expect(seen.map(\.old) == [Sheet(rows: 3)])
    #expect(seen.map(\.new) == [stepped])
    #expect(driver.undo())
    #expect(driver.state == Sheet(rows: 3))
    #expect(driver.redo())
    #expect(driver.state == stepped)
    #expect(
      screenText(driver).hasPrefix(
        """
        Sheet

          1  Count    [− 1 +]
          2  Doubled  2
          3  On       [off]
        """))
    token.cancel()
  }

  @Test func aWriteThatChangesNothingIsNoUndoStep() {
    let driver = FormDriver(initial: Sheet(rows: 3), title: "Sheet", build: sheetForm(rows: 3))
    #expect(entryField(driver, 0)?.enter("x") == true)
    #expect((row(driver, 3).control as? Toggle)?.tap() == true)
    // The same text again, after the toggle closed the field's step: nothing to undo.
    #expect(entryField(driver, 0)?.enter("x") == true)
    #expect(driver.undo())
    #expect(!driver.state.isOn)
    #expect(driver.state.entries[0].text == "x")
    #expect(driver.undo())
    #expect(driver.state == Sheet(rows: 3))
    #expect(!driver.undo())
  }
}
