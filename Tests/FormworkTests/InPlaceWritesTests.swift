import FormworkTerminal
import FormworkTestSupport
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
        controlCell(
          title: "Text \(index)",
          control: textField(keyPath: \Sheet.entries[index].text, rules: [.maxLength(8)])),
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
    // A copy would free the old storage, which the next copy might reuse: each write is
    // checked on its own.
    let before = storage(driver)
    #expect(entryField(driver, 250)?.enter("abc") == true)
    #expect(storage(driver) == before)
    #expect(entryField(driver, 251)?.enter("abcd") == true)
    #expect(storage(driver) == before)
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

  private struct Outer: Equatable {
    var sheet = Sheet(rows: 300)
    var title = ""
  }

  @Test func insideABindTheSubmitButtonAsksTheDriverForTheStateToo() {
    let form: Form<Outer> = concatenated([
      sections([section([controlCell(title: "Title", control: textField(keyPath: \.title))])]),
      bind(form: sheetForm(rows: 300), to: \.sheet),
    ])
    let driver = FormDriver(initial: Outer(), title: "Outer", build: form)
    func field(_ index: Int) -> TextField? {
      driver.topScreen.visibleCells.first { $0.title == "Text \(index)" }?.control as? TextField
    }
    func storage() -> Int {
      driver.state.sheet.entries.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }
    #expect(field(0)?.enter("first") == true)
    let before = storage()
    #expect(field(100)?.enter("abc") == true)
    #expect(storage() == before)
    #expect(field(101)?.enter("far too long") == false)
    #expect(storage() == before)
    #expect(driver.state.sheet.entries[100].text == "abc")
    // The bound form's submit button checks the state it is tapped in: one field to fix.
    let save = driver.topScreen.visibleCells.first { $0.title == "Save" }
    #expect(save?.detail == "(1 to fix)")
    save?.tap()
    #expect(driver.state.sheet.submitted == 0)
    #expect(save?.message == "Fix before submitting: Text 101")
    #expect(field(101)?.enter("ok") == true)
    #expect(save?.detail == nil)
    save?.tap()
    #expect(driver.state.sheet.submitted == 1)
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

  private struct Task: Identifiable, Equatable {
    var id: Int
    var title: String
    var isDone = false
  }

  private struct Tasks: Equatable {
    var tasks: [Task]
    var note = ""

    init(count: Int) {
      tasks = (0..<count).map { Task(id: $0, title: "task \($0)") }
    }
  }

  private var tasksForm: Form<Tasks> {
    sections([
      listSection(
        \.tasks,
        rows: [
          controlCell(
            title: "Task", control: textField(keyPath: \Task.title, rules: [.required()])),
          controlCell(title: "Done", control: toggle(keyPath: \Task.isDone)),
        ], header: "Tasks"),
      section([controlCell(title: "Note", control: textField(keyPath: \.note))]),
    ])
  }

  @Test func aListElementsRowsWriteInPlaceAndUndo() throws {
    let driver = FormDriver(initial: Tasks(count: 300), title: "Tasks", build: tasksForm)
    let done = driver.topScreen.sections[0].cells.filter { $0.title == "Done" }
    #expect((done[0].control as? Toggle)?.tap() == true)
    // A copy would free the old storage, which the next copy might reuse: each write is
    // checked on its own.
    func storage() -> Int {
      driver.state.tasks.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }
    let before = storage()
    #expect((done[150].control as? Toggle)?.tap() == true)
    #expect(storage() == before)
    let titles = driver.topScreen.sections[0].cells.filter { $0.title == "Task" }
    #expect((titles[200].control as? TextField)?.enter("renamed") == true)
    #expect(storage() == before)
    #expect((titles[200].control as? TextField)?.enter("") == false)
    #expect(storage() == before)
    var expected = Tasks(count: 300)
    expected.tasks[0].isDone = true
    expected.tasks[150].isDone = true
    expected.tasks[200].title = "renamed"
    #expect(driver.state == expected)
    #expect(driver.validationErrors.map(\.description) == ["Task: Required"])
    // Undo takes the rename back, then each toggle (two elements: two steps), and redo makes
    // them again.
    #expect(driver.undo())
    #expect(driver.state.tasks[200].title == "task 200")
    #expect(driver.undo())
    #expect(driver.state.tasks[0].isDone && !driver.state.tasks[150].isDone)
    #expect(driver.undo())
    #expect(driver.state == Tasks(count: 300))
    #expect(!driver.undo())
    #expect(driver.redo())
    #expect(driver.redo())
    #expect(driver.state.tasks[0].isDone && driver.state.tasks[150].isDone)
    #expect(driver.redo())
    #expect(driver.state == expected)
    #expect((titles[200].control as? TextField)?.text == "renamed")
  }

  @Test func aWriteIntoAnElementThenItsDeletionUndoInTurn() throws {
    let driver = FormDriver(initial: Tasks(count: 3), title: "Tasks", build: tasksForm)
    let cells = driver.topScreen.sections[0].cells
    #expect((cells[3].control as? Toggle)?.tap() == true)
    cells[2].delete()
    #expect(driver.state.tasks.map(\.id) == [0, 2])
    // The deletion wrote the same array: a step of its own, undone before the toggle.
    #expect(driver.undo())
    var toggled = Tasks(count: 3)
    toggled.tasks[1].isDone = true
    #expect(driver.state == toggled)
    #expect(driver.undo())
    #expect(driver.state == Tasks(count: 3))
    #expect(
      screenText(driver) == """
        Tasks

          ── Tasks ──
          1  Task  [task 0]
          2  Done  [off]
          3  Task  [task 1]
          4  Done  [off]
          5  Task  [task 2]
          6  Done  [off]

          7  Note  []

        """)
  }

  private enum ItemSize: Equatable, CaseIterable {
    case small, large
  }

  private struct Choices: Equatable {
    var entries = Array(repeating: Entry(), count: 50)
    var size = ItemSize.small
    var sizes = ItemSize.small
    var listed = ItemSize.small
    var showsSizes = false
    var tags: Set<ItemSize> = []
    var checked = false
  }

  private var choicesForm: Form<Choices> {
    sections([
      section(
        [
          optionCell(title: "Large", option: .large, keyPath: \Choices.size),
          optionCell(title: "Tag", option: ItemSize.large, keyPath: \Choices.tags),
          checkCell(title: "Checked", keyPath: \.checked),
          controlCell(
            title: "Sizes",
            control: segmentedControl(keyPath: \.sizes, optionTitle: { "\($0)" })),
        ]
          + inlinePicker(
            title: "Listed", keyPath: \.listed, isExpanded: \.showsSizes,
            optionTitle: { "\($0)" })),
      section([controlCell(title: "Text", control: textField(keyPath: \.entries[7].text))]),
    ])
  }

  @Test func choicesWriteInPlaceAndUndoOneStepEach() throws {
    let driver = FormDriver(initial: Choices(), title: "Choices", build: choicesForm)
    let storage = {
      driver.state.entries.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }
    // The first write copies the entries once: the pristine state shares them.
    let text = try #require(row(driver, 6).control as? TextField)
    #expect(text.enter("first"))
    let before = storage()
    #expect(row(driver, 1).tap())
    #expect(row(driver, 2).tap())
    #expect(row(driver, 3).tap())
    #expect((row(driver, 4).control as? SegmentedControl)?.select(1) == true)
    #expect(row(driver, 5).tap())
    // The inline picker's options show; choosing one writes the value and folds them, in
    // one write.
    #expect(row(driver, 7).tap())
    // No tap kept a copy of the state (for undo): the entries' storage is the state's alone,
    // and a write into it stays in place.
    #expect(text.enter("seven"))
    #expect(storage() == before)
    #expect(driver.undo())
    var expected = Choices()
    expected.entries[7].text = "first"
    expected.size = .large
    expected.tags = [.large]
    expected.checked = true
    expected.sizes = .large
    expected.listed = .large
    #expect(driver.state == expected)
    // One step each, the inline picker's choice and fold one.
    #expect(driver.undo())
    #expect(driver.state.listed == .small && driver.state.showsSizes)
    #expect(driver.undo())
    #expect(!driver.state.showsSizes)
    for _ in 0..<4 { #expect(driver.undo()) }
    #expect(driver.undo())
    #expect(driver.state == Choices())
    #expect(!driver.undo())
  }
}
