import FormworkExamples
import FormworkTestSupport
import Testing

@testable import Formwork

/// The history a driver keeps of the user's changes (`UndoHistory.swift`): typing into one
/// field is one step, a change from outside clears it, writes into a list are taken back and
/// made again, and it keeps a bounded number of steps.
@Suite struct UndoHistoryTests {
  @Test func typingIntoOneFieldIsOneStepAndAnOutsideChangeClearsTheHistory() throws {
    let driver = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    let username = try #require(row(driver, 1).control as? TextField)
    driver.focusNext()
    #expect(username.enter("bobby"))
    #expect(username.enter("bob"))
    #expect((row(driver, 8).control as? Toggle)?.tap() == true)
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
      history.record(before: (value - 1, [:]), after: (value, [:]), writing: nil, focus: nil)
    }
    var undone: [Int] = []
    while let before = history.undo() {
      undone.append(before.state)
    }
    #expect(undone == [4, 3, 2])
    // A change that changed nothing is no step.
    history.record(before: (7, [:]), after: (7, [:]), writing: nil, focus: nil)
    #expect(history.canRedo)
  }
}
