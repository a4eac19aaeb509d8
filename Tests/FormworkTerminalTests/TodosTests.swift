import Formwork
import FormworkExamples
import FormworkTerminal
import Testing

/// Whole REPL sessions over the list editor example, compared byte for byte, and the cells
/// of items that stay checked by identity.
@Suite struct TodosTests {
  private func todosSession() -> any RunningForm {
    FormDriver(initial: TodoList(), title: "To Do", build: todosForm)
  }

  /// The lines of a piped session.
  private func commands(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
  }

  @Test func addsMovesDeletesAndKeepsTheCellsOfUnchangedItems() {
    let session = todosSession()
    // Buy milk stays in its own cell through the session; Call Alice is deleted.
    let before = session.topScreen.sections[0].cells
    let (buyMilk, callAlice) = (before[0], before[2])
    let transcript = Repl.transcript(
      session,
      input: commands(
        "tap 5", "enter 4 Walk the dog", "tap 5", "toggle 2", "move 1 4", "delete 2", "tap 6",
        "state"))
    expectTranscript(transcript, "Todos/addsMovesDeletesAndKeepsTheCellsOfUnchangedItems")
    var expected = TodoList()
    expected.todos = [Todo(id: 4, title: "Walk the dog"), Todo(id: 1, title: "Buy milk")]
    expected.nextID = 5
    #expect((session as? FormDriver<TodoList>)?.state == expected)
    let after = session.topScreen.sections[0].cells
    #expect(after[1] === buyMilk)
    #expect(!after.contains { $0 === callAlice })
  }

  @Test func savingNeedsAnItemAndSaysWhy() {
    let session = todosSession()
    let transcript = Repl.transcript(
      session,
      input: commands(
        "delete 1", "delete 1", "delete 1", "tap 3", "enter 2 Post letter", "tap 3", "delete 1",
        "enter 2 Post letter", "tap 3", "tap 4", "state"))
    expectTranscript(transcript, "Todos/savingNeedsAnItemAndSaysWhy")
    var expected = TodoList(todos: [Todo(id: 5, title: "Post letter")])
    expected.nextID = 6
    #expect((session as? FormDriver<TodoList>)?.state == expected)
    #expect(session.submitCount == 1)
  }

  @Test func refusedGesturesChangeNothing() {
    let session = todosSession()
    let before = session.topScreen.sections[0].cells
    let transcript = Repl.transcript(
      session,
      input: commands(
        "delete 4", "move 5 1", "move 1 5", "delete 9", "state"))
    expectTranscript(transcript, "Todos/refusedGesturesChangeNothing")
    var expected = TodoList()
    expected.todos = [expected.todos[1], expected.todos[2], expected.todos[0]]
    #expect((session as? FormDriver<TodoList>)?.state == expected)
    let after = session.topScreen.sections[0].cells
    #expect(after[0] === before[1] && after[1] === before[2] && after[2] === before[0])
  }
}
