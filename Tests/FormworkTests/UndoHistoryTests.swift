import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// Undo and redo of the user's changes, form-wide: whatever screen a change was made on,
/// undo restores the state before it and every screen shows it.
@Suite struct UndoHistoryTests {
  @Test func undoAndRedoTakeBackChangesMadeOnAnyScreen() throws {
    let driver = settingsDriver()
    let original = driver.state
    row(driver, 1).tap()
    let toggle = try #require(row(driver, 1).control as? Toggle)
    #expect(toggle.tap())
    let afterToggle = driver.state
    #expect(afterToggle != original)
    #expect(driver.canUndo && !driver.canRedo)
    driver.pop()
    // Undo on the root screen takes back the change made on the nested one.
    #expect(driver.undo())
    #expect(driver.state == original)
    #expect(driver.canRedo)
    row(driver, 1).tap()
    #expect((row(driver, 1).control as? Toggle)?.isOn == original.hotspot.isEnabled)
    #expect(driver.redo())
    #expect(driver.state == afterToggle)
    #expect((row(driver, 1).control as? Toggle)?.isOn == afterToggle.hotspot.isEnabled)
    #expect(!driver.redo())
    // A new change clears what could be redone.
    #expect(driver.undo())
    #expect((row(driver, 1).control as? Toggle)?.tap() == true)
    #expect(!driver.canRedo)
  }

  @Test func typingIntoOneFieldIsOneStepAndAnOutsideChangeClearsTheHistory() throws {
    let driver = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    let username = try #require(row(driver, 1).control as? TextField)
    driver.focusNext()
    #expect(username.enter("bobby"))
    #expect(username.enter("bob"))
    #expect((row(driver, 7).control as? Toggle)?.tap() == true)
    #expect(driver.undo())
    #expect(driver.state.username == "bob")
    #expect(!driver.state.wantsNewsletter)
    #expect(driver.undo())
    #expect(driver.state == SignUp())
    #expect(!driver.canUndo)
    #expect(username.text == "")
    #expect(username.enter("ann"))
    driver.state.email = "ann@example.com"
    #expect(!driver.canUndo)
    #expect(!driver.undo())
    #expect(driver.state.username == "ann")
  }

  @Test func undoClosesAScreenWhoseRowItHid() throws {
    let driver = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    #expect((row(driver, 7).control as? Toggle)?.tap() == true)
    let form: Form<SignUp> = sections([
      section([controlCell(title: "News", control: toggle(keyPath: \.wantsNewsletter))]),
      section(
        [nestedTextField(title: "Topics", keyPath: \.topics)], isVisible: \.wantsNewsletter),
    ])
    let nested = FormDriver(initial: SignUp(), title: "News", build: form)
    #expect((row(nested, 1).control as? Toggle)?.tap() == true)
    #expect(row(nested, 2).tap())
    #expect(nested.path == ["News", "Topics"])
    // Undo hides the Topics row: its screen closes, so nothing is typed where it can't be.
    #expect(nested.undo())
    #expect(nested.path == ["News"])
    #expect(nested.state == SignUp())
  }

  @Test func undoClosesAScreenWhoseRowItDisabledAndEveryScreenAboveIt() throws {
    struct Lock: Equatable {
      var isLocked = true
      var topics = ""
      var note = ""
    }
    let inner: Form<Lock> = sections([
      section([
        controlCell(title: "Topics", control: textField(keyPath: \.topics)),
        nestedTextField(title: "Note", keyPath: \.note),
      ])
    ])
    let form: Form<Lock> = sections([
      section([
        controlCell(title: "Locked", control: toggle(keyPath: \.isLocked)),
        disabled(
          detailTextCell(title: "Details", keyPath: \.topics, form: inner), when: \.isLocked),
      ])
    ])
    let driver = FormDriver(initial: Lock(), title: "Lock", build: form)
    #expect(!row(driver, 2).tap())
    #expect((row(driver, 1).control as? Toggle)?.tap() == true)
    #expect(row(driver, 2).tap())
    #expect(row(driver, 2).tap())
    #expect(driver.path == ["Lock", "Details", "Note"])
    // Undo disables Details: a row that takes no taps cannot reach its screen, so it closes,
    // back to the nearest screen still reachable, with the one opened from it.
    #expect(driver.undo())
    #expect(driver.path == ["Lock"])
    #expect(driver.state == Lock())
    #expect(
      screenText(driver) == """
        Lock

          1  Locked   [on]
          2  Details    ›  (disabled)

        """)
  }

  @Test func undoRestoresLists() throws {
    let driver = FormDriver(initial: TodoList(), title: "To Do", build: todosForm)
    let before = driver.state
    let count = driver.topScreen.visibleCells.count
    let draft = try #require(
      driver.topScreen.visibleCells.first { $0.title == "New Item" }?.control as? TextField)
    #expect(draft.enter("Walk"))
    let add = try #require(driver.topScreen.visibleCells.first { $0.title == "Add" })
    #expect(add.tap())
    #expect(driver.state.todos.count == before.todos.count + 1)
    #expect(driver.topScreen.visibleCells.count == count + 1)
    // Undo takes back the add, then the typing: the list and the field as they were.
    #expect(driver.undo())
    #expect(driver.state.todos == before.todos)
    #expect(driver.state.draft == "Walk")
    #expect(driver.topScreen.visibleCells.count == count)
    #expect(driver.undo())
    #expect(driver.state == before)
    #expect(draft.text == "")
    #expect(driver.redo())
    #expect(driver.redo())
    #expect(driver.state.todos.map(\.title).last == "Walk")
  }

  @Test func theHistoryIsBounded() {
    var history = UndoHistory<Int>()
    history.limit = 3
    for value in 1...5 {
      history.record(before: value - 1, after: value, writing: .unknown, focus: nil)
    }
    var undone: [Int] = []
    var current = 5
    while let before = history.undo(current: current) {
      undone.append(before)
      current = before
    }
    #expect(undone == [4, 3, 2])
    // A change that changed nothing is no step.
    history.record(before: 7, after: 7, writing: .unknown, focus: nil)
    #expect(history.canRedo)
  }

  @Test func theReplUndoesAndRedoes() throws {
    let session = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    let interpreter = Interpreter(session: session)
    #expect(throws: CommandError("nothing to undo")) { try interpreter.execute(line: "undo") }
    try interpreter.execute(line: "toggle 7")
    try interpreter.execute(line: "undo")
    #expect(session.state == SignUp())
    try interpreter.execute(line: "redo")
    #expect(session.state.wantsNewsletter == true)
    #expect(throws: CommandError("nothing to redo")) { try interpreter.execute(line: "redo") }
  }
}
