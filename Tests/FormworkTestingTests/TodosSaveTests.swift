import Formwork
import FormworkExamples
import FormworkTesting
import Testing

/// The todos example saves only with at least one item: the list says why, the Save row
/// counts it, and adding or deleting items brings the message and the count along. Whole
/// screens and whole states.
@Suite struct TodosSaveTests {
  private func tester(_ list: TodoList = TodoList()) -> FormTester<TodoList> {
    FormTester(initial: list, title: "To Do", form: todosForm)
  }

  @Test func anEmptyListSaysWhyAndAddingOneClearsIt() {
    let tester = tester(TodoList(todos: []))
    #expect(tester.driver.validationErrors.map(\.description) == ["To Do: Add at least one item"])
    #expect(
      tester.screen == """
        To Do

          ── To Do ──
          1  New Item  [<what to do>]
          2  Add       (disabled: type the new item first)
             0 of 0 done

          3  Save

        """)
    #expect(tester.tap("Save") { _ in })  // refused: nothing changes, the list says why
    #expect(
      tester.screen == """
        To Do

          ── To Do ──
        ▸ 1  To Do
             ! Add at least one item
          2  New Item  [<what to do>]
          3  Add       (disabled: type the new item first)
             0 of 0 done

          4  Save      (1 to fix)
             ! Fix before submitting: To Do

        """)
    tester.enter("Post letter", in: "New Item") { $0.draft = "Post letter" }
    tester.tap("Add") {
      $0.todos = [Todo(id: 1, title: "Post letter")]
      $0.draft = ""
      $0.nextID = 2
    }
    #expect(tester.driver.validationErrors.isEmpty)
    #expect(
      tester.screen == """
        To Do

          ── To Do ──
          1  Post letter  [off]
        ▸ 2  New Item     [<what to do>]
          3  Add          (disabled: type the new item first)
             0 of 1 done

          4  Save

        """)
    tester.delete("Post letter") { $0.todos = [] }
    #expect(tester.driver.validationErrors.map(\.description) == ["To Do: Add at least one item"])
    #expect(
      tester.screen == """
        To Do

          ── To Do ──
          1  To Do
             ! Add at least one item
        ▸ 2  New Item  [<what to do>]
          3  Add       (disabled: type the new item first)
             0 of 0 done

          4  Save      (1 to fix)
             ! Fix before submitting: To Do

        """)
    var expected = TodoList(todos: [])
    expected.nextID = 2
    #expect(tester.state == expected)
  }

  @Test func theStartingListSaves() {
    let tester = tester()
    #expect(tester.driver.validationErrors.isEmpty)
    #expect(tester.tap("Save") { _ in })
    #expect(tester.driver.submitCount == 1)
    #expect(tester.row("Save")?.message == "Saved")
    #expect(tester.state == TodoList())
  }

  @Test func clearingEveryDoneItemEmptiesTheListAndHoldsSaveBack() {
    let tester = tester(TodoList(todos: [Todo(id: 1, title: "Buy milk", isDone: true)]))
    tester.tap("Clear Done") { $0.todos = [] }
    #expect(tester.driver.validationErrors.map(\.description) == ["To Do: Add at least one item"])
    // Nothing shows before a submit is tried; the tap is refused, and the count shows.
    #expect(tester.row("Save")?.detail == nil)
    #expect(tester.tap("Save") { _ in })
    #expect(tester.row("Save")?.detail == "(1 to fix)")
  }

  @Test func walksOverAnEmptyListFindNoInconsistency() {
    RandomWalker(initial: TodoList(todos: []), title: "To Do", form: todosForm)
      .check(walks: 40, steps: 25, seed: 42)
  }
}
