import Formwork
import FormworkExamples
import FormworkTerminal
import Testing

/// Whole REPL sessions over the list editor example, compared byte for byte, and the cells
/// of items that stay checked by identity.
@Suite struct TodosTranscriptTests {
  private func todosSession() -> FormSession {
    FormSession(initial: TodoList(), title: "To Do", form: todosForm)
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
    #expect(
      transcript == """
        To Do

          ── To Do ──
          1  Buy milk     [off]
          2  Write tests  [off]
          3  Call Alice   [off]
          4  New Item     [<what to do>]
          5  Add          (disabled)
             0 of 3 done

        > tap 5
        error: row 5 (Add) is disabled; try another row

        To Do

          ── To Do ──
          1  Buy milk     [off]
          2  Write tests  [off]
          3  Call Alice   [off]
          4  New Item     [<what to do>]
          5  Add          (disabled)
             0 of 3 done

        > enter 4 Walk the dog
        To Do

          ── To Do ──
          1  Buy milk     [off]
          2  Write tests  [off]
          3  Call Alice   [off]
        ▸ 4  New Item     [Walk the dog]
          5  Add
             0 of 3 done

        > tap 5
        To Do

          ── To Do ──
          1  Buy milk      [off]
          2  Write tests   [off]
          3  Call Alice    [off]
          4  Walk the dog  [off]
        ▸ 5  New Item      [<what to do>]
          6  Add           (disabled)
             0 of 4 done

        > toggle 2
        To Do

          ── To Do ──
          1  Buy milk      [off]
        ▸ 2  Write tests   [on]
          3  Call Alice    [off]
          4  Walk the dog  [off]
          5  New Item      [<what to do>]
          6  Add           (disabled)
             1 of 4 done

          7  Clear Done

        > move 1 4
        To Do

          ── To Do ──
        ▸ 1  Write tests   [on]
          2  Call Alice    [off]
          3  Walk the dog  [off]
          4  Buy milk      [off]
          5  New Item      [<what to do>]
          6  Add           (disabled)
             1 of 4 done

          7  Clear Done

        > delete 2
        To Do

          ── To Do ──
        ▸ 1  Write tests   [on]
          2  Walk the dog  [off]
          3  Buy milk      [off]
          4  New Item      [<what to do>]
          5  Add           (disabled)
             1 of 3 done

          6  Clear Done

        > tap 6
        To Do

          ── To Do ──
          1  Walk the dog  [off]
          2  Buy milk      [off]
          3  New Item      [<what to do>]
          4  Add           (disabled)
             0 of 2 done

        > state
        ▿ FormworkExamples.TodoList
          ▿ todos: 2 elements
            ▿ FormworkExamples.Todo
              - id: 4
              - title: "Walk the dog"
              - isDone: false
            ▿ FormworkExamples.Todo
              - id: 1
              - title: "Buy milk"
              - isDone: false
          - draft: ""
          - nextID: 5

        To Do

          ── To Do ──
          1  Walk the dog  [off]
          2  Buy milk      [off]
          3  New Item      [<what to do>]
          4  Add           (disabled)
             0 of 2 done

        """
    )
    var expected = TodoList()
    expected.todos = [Todo(id: 4, title: "Walk the dog"), Todo(id: 1, title: "Buy milk")]
    expected.nextID = 5
    #expect(session.driver(as: TodoList.self)?.state == expected)
    let after = session.topScreen.sections[0].cells
    #expect(after[1] === buyMilk)
    #expect(!after.contains { $0 === callAlice })
  }

  @Test func refusedGesturesChangeNothing() {
    let session = todosSession()
    let before = session.topScreen.sections[0].cells
    let transcript = Repl.transcript(
      session,
      input: commands(
        "delete 4", "move 5 1", "move 1 5", "delete 9", "state"))
    #expect(
      transcript == """
        To Do

          ── To Do ──
          1  Buy milk     [off]
          2  Write tests  [off]
          3  Call Alice   [off]
          4  New Item     [<what to do>]
          5  Add          (disabled)
             0 of 3 done

        > delete 4
        error: row 4 (New Item) cannot be deleted; try: enter 4 <text>

        To Do

          ── To Do ──
          1  Buy milk     [off]
          2  Write tests  [off]
          3  Call Alice   [off]
          4  New Item     [<what to do>]
          5  Add          (disabled)
             0 of 3 done

        > move 5 1
        error: row 5 (Add) cannot be moved; try: tap 5

        To Do

          ── To Do ──
          1  Buy milk     [off]
          2  Write tests  [off]
          3  Call Alice   [off]
          4  New Item     [<what to do>]
          5  Add          (disabled)
             0 of 3 done

        > move 1 5
        To Do

          ── To Do ──
          1  Write tests  [off]
          2  Call Alice   [off]
          3  Buy milk     [off]
          4  New Item     [<what to do>]
          5  Add          (disabled)
             0 of 3 done

        > delete 9
        error: no row 9 on this screen; rows are 1–5

        To Do

          ── To Do ──
          1  Write tests  [off]
          2  Call Alice   [off]
          3  Buy milk     [off]
          4  New Item     [<what to do>]
          5  Add          (disabled)
             0 of 3 done

        > state
        ▿ FormworkExamples.TodoList
          ▿ todos: 3 elements
            ▿ FormworkExamples.Todo
              - id: 2
              - title: "Write tests"
              - isDone: false
            ▿ FormworkExamples.Todo
              - id: 3
              - title: "Call Alice"
              - isDone: false
            ▿ FormworkExamples.Todo
              - id: 1
              - title: "Buy milk"
              - isDone: false
          - draft: ""
          - nextID: 4

        To Do

          ── To Do ──
          1  Write tests  [off]
          2  Call Alice   [off]
          3  Buy milk     [off]
          4  New Item     [<what to do>]
          5  Add          (disabled)
             0 of 3 done

        """
    )
    var expected = TodoList()
    expected.todos = [expected.todos[1], expected.todos[2], expected.todos[0]]
    #expect(session.driver(as: TodoList.self)?.state == expected)
    let after = session.topScreen.sections[0].cells
    #expect(after[0] === before[1] && after[1] === before[2] && after[2] === before[0])
  }
}
