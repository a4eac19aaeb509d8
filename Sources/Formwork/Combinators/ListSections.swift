/// A section with rows for each element of an array in state.
///
/// The rows of each element are built from cells over that element, bound to it by its
/// `id`.
///
/// Adding, deleting and moving elements, by changing state or by gestures, keeps the cell
/// objects of the elements that stay and builds cells only for new elements. When elements
/// are `Equatable`, a change updates only the rows of elements whose value changed.
///
/// Rows can be deleted (``FormCell/delete()``, REPL `delete <n>`) and moved
/// (``FormCell/move(to:)``, REPL `move <n> <m>`) unless turned off; `trailingRows` follow the
/// elements' rows, typically an ``addButton(title:to:newItem:)``.
///
/// ```swift
/// var todosForm: Form<TodoList> {
///   sections([
///     listSection(\.todos, rows: [
///       cellTitle(controlCell(title: "", control: toggle(keyPath: \Todo.isDone)), \.title)
///     ], header: "To Do", trailingRows: [
///       addButton(title: "Add Item", to: \.todos) { state in
///         defer { state.nextID += 1 }
///         return Todo(id: state.nextID, title: "New item")
///       }
///     ])
///   ])
/// }
/// ```
///
/// - Parameters:
///   - keyPath: Where the array lives in state.
///   - rows: The cells of one element, over that element.
///   - header: Text above the rows.
///   - canDelete: Whether the user may delete an element's rows (deleting the element).
///   - canMove: Whether the user may move an element's rows (moving the element).
///   - trailingRows: Cells over the whole state shown after the elements' rows.
///   - rules: Rules on the array as a whole (``ValidationRule/minCount(_:message:)``,
///     ``ValidationRule/maxCount(_:message:)``, ``ValidationRule/unique(by:message:)``),
///     counted like a field's, named after `header`. While one fails and errors show (after
///     a submit was tried, as for a field never edited), a row after the elements' rows,
///     titled like the section, says why.
///
/// Named `listSection`, not `forEach`: inside an extension of `Array` (or any sequence type)
/// an unqualified `listSection(…)` would find `Sequence.forEach` first.
// NB: inlinable, so that the elements' comparison is made where the element type is known
// (see `differingIndices(_:)`).
@inlinable
public func listSection<State, Item: Identifiable>(
  _ keyPath: WritableKeyPath<State, [Item]>, rows: [Element<FormCell, Item>],
  header: String? = nil, canDelete: Bool = true, canMove: Bool = true,
  trailingRows: [Element<FormCell, State>] = [], rules: [ValidationRule<State, [Item]>] = []
) -> Element<Section, State> {
  listSection(
    keyPath, rows: rows, header: header, canDelete: canDelete, canMove: canMove,
    trailingRows: trailingRows, rules: rules, differing: differingIndices(Item.self))
}

/// `listSection(_:rows:header:canDelete:canMove:trailingRows:rules:)`, with the elements'
/// comparison made by the caller.
@usableFromInline
func listSection<State, Item: Identifiable>(
  _ keyPath: WritableKeyPath<State, [Item]>, rows: [Element<FormCell, Item>],
  header: String?, canDelete: Bool, canMove: Bool,
  trailingRows: [Element<FormCell, State>], rules: [ValidationRule<State, [Item]>],
  differing: (([Item], [Item]) -> [Int])?
) -> Element<Section, State> {
  let status = arrayRulesRow(keyPath, identity: \.elementIDs, title: header ?? "", rules: rules)
  return { context in
    let counted = status.map { $0(context) }
    let trailing = trailingRows.map { $0(context) }
    let after = (counted.map { [$0.element] } ?? []) + trailing.map { $0.element }
    let section = Section(cells: after, header: header)
    let binding = ArrayBinding<State, Item, Item.ID, [FormCell]>(
      keyPath, key: { item, _ in item.id }, in: context, differing: differing
    ) { itemContext, id, binding in
      let rendered = rows.map { $0(itemContext) }
      let cells = rendered.map { $0.element }
      for cell in cells {
        if canDelete { cell.didDelete = { [weak binding] in binding?.delete(id) } }
        if canMove {
          cell.didMove = { [weak binding, weak section] row in
            binding?.move(id, to: section.flatMap { binding?.key(atRow: row, of: $0) })
          }
        }
      }
      let updates = rendered.map { $0.update }
      return (
        cells,
        Rendered(element: (), strongReferences: rendered.flatMap { $0.strongReferences }) { item in
          for update in updates { update(item) }
        }
      )
    }
    let trailingUpdates = (counted.map { [$0.update] } ?? []) + trailing.map { $0.update }
    let references: [Any] =
      [binding] + (counted?.strongReferences ?? []) + trailing.flatMap { $0.strongReferences }
    return context.rendered(section, references) { state in
      if binding.update(state) {
        section.cells = binding.entries.flatMap { $0.built } + after
      }
      for update in trailingUpdates { update(state) }
    }
  }
}

extension ArrayBinding where Built == [FormCell] {
  /// The key of the element whose rows hold position `row` of `section`; `nil` past the
  /// elements' rows (a trailing row).
  func key(atRow row: Int, of section: Section) -> Key? {
    var start = 0
    for entry in entries {
      if row < start + entry.built.count { return entry.key }
      start += entry.built.count
    }
    return nil
  }
}

/// A button row that appends a new element to an array in state when tapped
/// (REPL `tap <n>`). `newItem` makes the element from the current state and may change it
/// in the same step, say to count up the next `id` or clear a draft.
///
/// ```swift
/// addButton(title: "Add Item", to: \TodoList.todos) { state in
///   state.nextID += 1
///   return Todo(id: state.nextID, title: state.draft)
/// }
/// ```
///
/// - Parameters:
///   - title: The button's title.
///   - keyPath: Where the array lives in state.
///   - newItem: Makes the element to append from the current state.
public func addButton<State, Item>(
  title: String, to keyPath: WritableKeyPath<State, [Item]>,
  newItem: @escaping (inout State) -> Item
) -> Element<FormCell, State> {
  return { context in
    let cell = FormCell(title: title)
    cell.shouldHighlight = true
    let change = context.change
    cell.didSelect = {
      change { state in
        let item = newItem(&state)
        state[keyPath: keyPath].append(item)
      }
    }
    return Rendered(element: cell, strongReferences: []) { _ in }
  }
}
