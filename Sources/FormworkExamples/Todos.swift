public import Formwork

/// One item of a to-do list.
public struct Todo: Identifiable, Equatable, Codable {
  /// Tells the item apart from the others, even when titles repeat.
  public var id: Int
  /// What to do.
  public var title: String
  /// Whether it is done.
  public var isDone = false

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - id: A number no other item of the list has.
  ///   - title: What to do.
  ///   - isDone: Whether it is done.
  public init(id: Int, title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
}

/// A to-do list, a draft for the next item, and the next free `id`.
public struct TodoList: Equatable, Codable {
  /// The items, in order.
  public var todos: [Todo]
  /// The text of the next item, typed but not yet added.
  public var draft = ""
  /// The `id` the next added item gets.
  public var nextID: Int

  /// A list with three items to start from.
  public init() {
    todos = [
      Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Write tests"),
      Todo(id: 3, title: "Call Alice"),
    ]
    nextID = 4
  }

  /// A list of `todos`; the next `id` follows the largest one.
  public init(todos: [Todo]) {
    self.todos = todos
    nextID = (todos.map(\.id).max() ?? 0) + 1
  }

  /// How many items are done, as the list's footer says it: `1 of 3 done`.
  public var summary: String {
    "\(todos.filter(\.isDone).count) of \(todos.count) done"
  }
}

/// The row of one item: its title and a switch for whether it is done.
public var todoRow: Element<FormCell, Todo> {
  cellTitle(controlCell(title: "", control: toggle(keyPath: \.isDone)), \.title)
}

/// A list editor.
///
/// - Each item has a row: toggle it done, delete it, move it.
/// - A field takes the next item, and an "Add" button adds it. The button is disabled while
///   the field is empty.
/// - A footer counts what is done.
/// - A "Clear Done" button shows only while something is done.
/// - "Save" needs at least one item: with none, the list says so and the row counts it.
public var todosForm: Form<TodoList> {
  sections(
    [
      sectionFooter(
        listSection(
          \.todos, rows: [todoRow], header: "To Do",
          trailingRows: [
            controlCell(
              title: "New Item", control: textField(keyPath: \.draft, placeholder: "what to do")),
            disabled(
              addButton(title: "Add", to: \.todos) { state in
                defer {
                  state.nextID += 1
                  state.draft = ""
                }
                return Todo(id: state.nextID, title: state.draft)
              }, when: { $0.draft.allSatisfy(\.isWhitespace) }, reason: "type the new item first"),
          ], rules: [.minCount(1, message: "Add at least one item")]), { $0.summary }),
      hidden(
        section([actionCell(title: "Clear Done") { $0.todos.removeAll(where: \.isDone) }]),
        when: { !$0.todos.contains(where: \.isDone) }),
    ], submit: "Save", confirmation: "Saved"
  ) { _ in }
}

/// A button row that applies `action` to state when tapped.
private func actionCell<State>(
  title: String, action: @escaping (inout State) -> Void
) -> Element<FormCell, State> {
  return { context in
    let cell = FormCell(title: title)
    cell.shouldHighlight = true
    cell.didSelect = { context.change(action) }
    return Rendered(element: cell, strongReferences: []) { _ in }
  }
}
