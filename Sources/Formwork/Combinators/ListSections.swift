/// A section with rows for each element of an array in state: the rows of each element are
/// built from cells over that element, bound to it by its `id`.
///
/// Adding, deleting and moving elements, by changing state or by gestures, keeps the cell
/// objects of the elements that stay and builds cells only for new elements. Elements are
/// `Equatable`, so a change updates only the rows of elements whose value changed.
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
///
/// Named `listSection`, not `forEach`: inside an extension of `Array` (or any sequence type)
/// an unqualified `listSection(…)` would find `Sequence.forEach` first.
public func listSection<State, Item: Identifiable & Equatable>(
  _ keyPath: WritableKeyPath<State, [Item]>, rows: [Element<FormCell, Item>],
  header: String? = nil, canDelete: Bool = true, canMove: Bool = true,
  trailingRows: [Element<FormCell, State>] = []
) -> Element<Section, State> {
  makeListSection(
    keyPath, rows: rows, header: header, canDelete: canDelete, canMove: canMove,
    trailingRows: trailingRows, isUnchanged: { $0 == $1 })
}

/// A section with rows for each element of an array of elements that are not `Equatable`:
/// the same as the `Equatable` overload, except that every element's rows are updated on
/// every change.
///
/// - Parameters:
///   - keyPath: Where the array lives in state.
///   - rows: The cells of one element, over that element.
///   - header: Text above the rows.
///   - canDelete: Whether the user may delete an element's rows (deleting the element).
///   - canMove: Whether the user may move an element's rows (moving the element).
///   - trailingRows: Cells over the whole state shown after the elements' rows.
public func listSection<State, Item: Identifiable>(
  _ keyPath: WritableKeyPath<State, [Item]>, rows: [Element<FormCell, Item>],
  header: String? = nil, canDelete: Bool = true, canMove: Bool = true,
  trailingRows: [Element<FormCell, State>] = []
) -> Element<Section, State> {
  makeListSection(
    keyPath, rows: rows, header: header, canDelete: canDelete, canMove: canMove,
    trailingRows: trailingRows, isUnchanged: nil)
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
    cell.didSelect = {
      context.change { state in
        let item = newItem(&state)
        state[keyPath: keyPath].append(item)
      }
    }
    return Rendered(element: cell, strongReferences: []) { _ in }
  }
}

/// The rows of a list section's elements, in array order. The section's update closure owns
/// it; the rows' gestures see it weakly.
final class ListRows<Item: Identifiable> {
  /// An element's rows. A class, so the in-place path updates one without copying it.
  final class Entry {
    let id: Item.ID
    let cells: [FormCell]
    let update: (Item) -> Void
    let strongReferences: [Any]
    /// The element's value the rows last showed.
    var last: Item

    init(
      id: Item.ID, cells: [FormCell], update: @escaping (Item) -> Void,
      strongReferences: [Any], last: Item
    ) {
      self.id = id
      self.cells = cells
      self.update = update
      self.strongReferences = strongReferences
      self.last = last
    }
  }

  /// The entries, in array order; ``replace(with:)`` puts a new list in place.
  private(set) var entries: [Entry] = []
  /// Where each element is among the entries (the first, for an `id` that appears twice),
  /// worked out when first asked for after the entries changed.
  private var positions: [Item.ID: Int]?

  /// Takes the entries of a changed array (elements came, went or moved).
  func replace(with entries: [Entry]) {
    self.entries = entries
    ids = entries.map(\.id)
    positions = nil
  }

  /// The entries' ids, in order, kept apart so the in-place path reads no whole entry.
  private var ids: [Item.ID] = []

  /// Brings the entries up to date with `items` where they stand, when the ids line up (an
  /// element's value changed; none came, went or moved): runs `update` for each entry whose
  /// element changed (`isUnchanged` says which; each when `nil`).
  ///
  /// - Returns: `false`, changing nothing, when the ids do not line up.
  func updateInPlace(
    _ items: [Item], isUnchanged: ((Item, Item) -> Bool)?,
    _ update: (_ entry: (Item) -> Void, _ item: Item) -> Void
  ) -> Bool {
    guard items.count == ids.count else { return false }
    return items.withUnsafeBufferPointer { items in
      for index in items.indices where items[index].id != ids[index] { return false }
      for index in items.indices {
        let entry = entries[index]
        if let isUnchanged, isUnchanged(entry.last, items[index]) { continue }
        entry.last = items[index]
        update(entry.update, items[index])
      }
      return true
    }
  }

  /// Brings the entries at `positions` up to date with `items`, when the array kept its
  /// count and those entries' ids (a value written into those elements).
  ///
  /// - Returns: `false`, changing nothing, when they do not line up.
  func updateElements(
    at positions: [Int], of items: [Item], _ update: (_ entry: (Item) -> Void, _ item: Item) -> Void
  ) -> Bool {
    guard items.count == ids.count,
      positions.allSatisfy({ $0 < items.count && items[$0].id == ids[$0] })
    else { return false }
    for position in Set(positions).sorted() {
      entries[position].last = items[position]
      update(entries[position].update, items[position])
    }
    return true
  }

  /// Takes the entries for `items` after elements came, went or moved: an element that
  /// stays keeps its entry (found in place while the ids line up, then by id; duplicates in
  /// order of appearance) and runs `update` unless `isUnchanged` says its value is the one
  /// shown; a new element gets an entry from `make`, updated at once.
  ///
  /// - Returns: Whether the set of elements may have changed (the fields of elements that
  ///   went are then dropped).
  func rebuild(
    _ items: [Item], isUnchanged: ((Item, Item) -> Bool)?, make: (Item) -> Entry,
    _ update: (_ entry: (Item) -> Void, _ item: Item) -> Void
  ) -> Bool {
    let old = entries
    var rebuilt: [Entry] = []
    rebuilt.reserveCapacity(items.count)
    var pool: [Item.ID: [Int]]?
    var usedFromPool = Set<Int>()
    for (offset, item) in items.enumerated() {
      var found: Int?
      if pool == nil, offset < old.count, old[offset].id == item.id {
        found = offset
      } else {
        if pool == nil {
          var byID: [Item.ID: [Int]] = [:]
          for index in old.indices.dropFirst(offset) {
            byID[old[index].id, default: []].append(index)
          }
          pool = byID
        }
        if let index = pool?[item.id]?.first(where: { !usedFromPool.contains($0) }) {
          usedFromPool.insert(index)
          found = index
        }
      }
      let entry = found.map { old[$0] } ?? make(item)
      if found == nil || !(isUnchanged?(entry.last, item) ?? false) {
        entry.last = item
        update(entry.update, item)
      }
      rebuilt.append(entry)
    }
    replace(with: rebuilt)
    return rebuilt.count != old.count || pool != nil
  }

  /// Where the element with `id` is, as of the last update (the state a gesture sees).
  func position(of id: Item.ID) -> Int? {
    if let positions { return positions[id] }
    var found: [Item.ID: Int] = [:]
    for (index, entry) in entries.enumerated() where found[entry.id] == nil {
      found[entry.id] = index
    }
    positions = found
    return found[id]
  }

  /// The `id` of the element whose rows hold position `index` of the section, or `nil` past
  /// the elements' rows (on a trailing row).
  func id(atRow index: Int) -> Item.ID? {
    var start = 0
    for entry in entries {
      if index < start + entry.cells.count { return entry.id }
      start += entry.cells.count
    }
    return nil
  }
}

/// The fields of a list section's rows, for every element of the array: the rows built for
/// an element declare them; an element whose rows were never built (a list on a nested screen
/// never opened) is outlined when first needed.
final class ListFields<State, Item: Identifiable>: FieldNode<State> {
  let keyPath: KeyPath<State, [Item]>
  private let outlineRows: (Item) -> FieldGroup<Item>
  /// Whether two values of an element fail the same: `==` for `Equatable` elements.
  private let isUnchanged: ((Item, Item) -> Bool)?
  private var groups: [Item.ID: FieldGroup<Item>] = [:]
  /// The value each element's fields last checked, while they keep what fails.
  private var checkedItems: [Item.ID: Item] = [:]

  init(
    keyPath: KeyPath<State, [Item]>, isUnchanged: ((Item, Item) -> Bool)?,
    outlineRows: @escaping (Item) -> FieldGroup<Item>
  ) {
    self.keyPath = keyPath
    self.isUnchanged = isUnchanged
    self.outlineRows = outlineRows
  }

  /// Takes the fields of an element's built rows, keeping what the user did to old ones.
  func set(_ group: FieldGroup<Item>, for id: Item.ID) {
    if let old = groups[id], old !== group { group.adopt(old) }
    take(group, for: id)
    invalidate()
  }

  private func take(_ group: FieldGroup<Item>, for id: Item.ID) {
    groups[id] = group
    checkedItems[id] = nil
    group.parent = self
    if let scope { group.attach(scope.unindexed) }
  }

  /// Forgets the fields of elements that are gone.
  func keep(only ids: Set<Item.ID>) {
    guard groups.count != ids.count || !groups.keys.allSatisfy(ids.contains) else { return }
    // NB: the checks of rows that went away are cancelled with them.
    for (id, group) in groups where !ids.contains(id) { _ = group.dropRefused() }
    groups = groups.filter { ids.contains($0.key) }
    checkedItems = checkedItems.filter { ids.contains($0.key) }
    invalidate()
  }

  /// The fields of an element's rows, outlined now if they never were.
  private func group(for item: Item) -> FieldGroup<Item> {
    if let known = groups[item.id] { return known }
    let group = outlineRows(item)
    take(group, for: item.id)
    return group
  }

  override func visit(_ state: State, _ baseline: State?, _ walk: FieldWalk) {
    let items = state[keyPath: keyPath]
    var before: [Item.ID: Item]?
    if let baseline {
      before = Dictionary(
        baseline[keyPath: keyPath].map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
    for item in items {
      group(for: item).visit(item, before?[item.id], walk)
    }
  }

  override func didAttach(to scope: FieldScope) {
    // NB: the elements' fields read their element only: the list registers the array and
    // tells an element's fields when its value changed.
    register(reads: Footprint.of(keyPath, at: scope.base))
    for group in groups.values { group.attach(scope.unindexed) }
  }

  override func forgetFailures() {
    super.forgetFailures()
    for group in groups.values { group.forgetFailures() }
    checkedItems = [:]
  }

  override func computeFailures(_ state: State, depth: Int) -> [FieldFailure] {
    var failures: [FieldFailure] = []
    for item in state[keyPath: keyPath] {
      let group = group(for: item)
      // NB: an element's fields keep what fails while its value is the same (so a change of
      // one element checks that element's fields); elements that cannot be compared, and
      // elements whose id appears twice, check again.
      if let isUnchanged, keepsFailures {
        if let checked = checkedItems[item.id], !isUnchanged(checked, item) {
          group.forgetFailures()
        }
        checkedItems[item.id] = item
      } else {
        group.forgetFailures()
      }
      failures += group.failures(item, depth: depth)
    }
    return failures
  }

  override func dropRefused() -> Bool {
    var dropped = false
    for group in groups.values where group.dropRefused() { dropped = true }
    return dropped
  }

  override func adopt(_ old: FieldNode<State>) {
    guard let old = old as? ListFields<State, Item> else { return }
    for (id, group) in old.groups {
      if let mine = groups[id] { mine.adopt(group) } else { take(group, for: id) }
    }
  }
}

/// What the rows of a list's elements write with, one for the whole list: an element's
/// closures keep it and the element's id.
private final class ListWrites<State, Item: Identifiable> {
  let keyPath: WritableKeyPath<State, [Item]>
  /// The array's footprint: whatever a row of an element writes lands in the array.
  let array: Footprint
  /// The array's place, when known: a row of an element writes that element.
  let arrayPlace: Place?
  /// The link of the list's context: where the writes go.
  let link: FormLink<State>
  weak var list: ListRows<Item>?

  init(keyPath: WritableKeyPath<State, [Item]>, array: Place?, link: FormLink<State>) {
    self.keyPath = keyPath
    arrayPlace = array
    self.array = array.map(Footprint.init) ?? .unknown
    self.link = link
  }

  /// Changes the array where the element `id` is now, if it still is there: what every
  /// gesture on an element's rows does.
  private func changeArray(at id: Item.ID, _ body: (inout [Item], Int) -> Void) {
    let keyPath = keyPath
    link.apply(writing: array) { state in
      guard let index = state[keyPath: keyPath].firstIndex(where: { $0.id == id }) else { return }
      body(&state[keyPath: keyPath], index)
    }
  }

  /// Changes the element `id`, wherever it is now.
  func change(_ id: Item.ID, _ itemChange: (inout Item) -> Void) {
    changeArray(at: id) { items, index in itemChange(&items[index]) }
  }

  /// Sends a value written into the element `id`.
  func send(_ write: KeyedWrite<Item>, into id: Item.ID) -> Bool {
    // NB: a value written into an element goes to the driver as a keyed write into the array
    // at the element's position (written in place, undone by its old value); as far as the
    // screens are concerned, it writes that element (the list updates its rows alone).
    guard let list, let index = list.position(of: id) else {
      change(id, write.apply)
      return true
    }
    let element = keyPath.appending(path: \[Item].[index])
    let written = arrayPlace.map { Footprint($0.appending([.element(index)])) } ?? array
    return link.send(write.scoped(to: element).writing(written))
  }

  /// Deletes the element `id`.
  func delete(_ id: Item.ID) {
    changeArray(at: id) { items, index in items.remove(at: index) }
  }

  /// Moves the element `id` to the position of the row `target` of the section.
  func move(_ id: Item.ID, toRow target: Int) {
    guard let list else { return }
    // NB: a move onto a trailing row (the add button) moves the element to the end.
    let targetID = list.id(atRow: target)
    changeArray(at: id) { items, from in
      let to =
        targetID.flatMap { targetID in items.firstIndex { $0.id == targetID } }
        ?? items.count - 1
      guard from != to else { return }
      items.insert(items.remove(at: from), at: to)
    }
  }
}

/// What one element's closures write with: its list's writes and its id, in one object the
/// closures share (each closure that captured both kept a context of its own, five an
/// element).
///
/// It is also what its rows do when deleted or moved (``RowEditing``): the rows point to it.
private final class ElementWrites<State, Item: Identifiable>: RowEditing {
  let writes: ListWrites<State, Item>
  let id: Item.ID
  let deletes: Bool
  let moves: Bool

  init(_ writes: ListWrites<State, Item>, id: Item.ID, deletes: Bool, moves: Bool) {
    self.writes = writes
    self.id = id
    self.deletes = deletes
    self.moves = moves
  }

  func change(_ itemChange: (inout Item) -> Void) { writes.change(id, itemChange) }
  func send(_ write: KeyedWrite<Item>) -> Bool { writes.send(write, into: id) }
  override var canDelete: Bool { deletes }
  override var canMove: Bool { moves }
  override func delete() { writes.delete(id) }
  override func move(toRow target: Int) { writes.move(id, toRow: target) }
}

/// The link of one element's rows: their changes and writes go into the element, wherever it
/// is in the array now; navigation and the driver's services are the list's context's.
private final class ElementLink<State, Item: Identifiable>: FormLink<Item> {
  private let element: ElementWrites<State, Item>

  init(_ element: ElementWrites<State, Item>, parent: AnyFormLink) {
    self.element = element
    super.init(parent: parent)
  }

  override func apply(_ change: (inout Item) -> Void, writing footprint: Footprint) {
    element.change(change)
  }

  override func send(_ write: KeyedWrite<Item>) -> Bool { element.send(write) }
}

private func makeListSection<State, Item: Identifiable>(
  _ keyPath: WritableKeyPath<State, [Item]>, rows: [Element<FormCell, Item>],
  header: String?, canDelete: Bool, canMove: Bool,
  trailingRows: [Element<FormCell, State>], isUnchanged: ((Item, Item) -> Bool)?
) -> Element<Section, State> {
  return { context in
    let tracker = context.tracker
    // NB: closures kept by the form's fields capture the parts of the context they need, not
    // the context: it holds the fields, which would be a cycle.
    let link = context.link
    // NB: whatever a row of an element writes lands in the array: that is what it wrote.
    let arrayPlace = context.place(of: keyPath)
    let array = arrayPlace.map(Footprint.init) ?? .unknown
    let listFields = ListFields<State, Item>(keyPath: keyPath, isUnchanged: isUnchanged) {
      item in outlined(rows, of: item, under: link, tracker: tracker)
    }
    context.fields.add(listFields)
    let trailing = trailingRows.map { $0(context) }
    let trailingUpdates = trailing.map { StoredUpdate($0.update) }
    let section = Section(cells: trailing.map(\.element), header: header)
    guard !context.isOutlining else {
      return Rendered(element: section, strongReferences: []) { _ in }
    }
    let list = ListRows<Item>()
    let writes = ListWrites(keyPath: keyPath, array: arrayPlace, link: context.link)
    writes.list = list
    let makeEntry = { (item: Item) in
      listEntry(
        for: item, rows: rows, writes: writes, fields: listFields, in: context,
        canDelete: canDelete, canMove: canMove)
    }

    let trailingReads = Footprint.union(of: trailing.map(\.reads))
    return Rendered(
      element: section,
      strongReferences: [list, listFields] + trailing.flatMap(\.strongReferences),
      reads: array.union(trailingReads)
    ) { state in
      let items = state[keyPath: keyPath]
      let run = { (update: (Item) -> Void, item: Item) in tracker.run(update, with: item) }
      let compares = tracker.skipsUnchanged && !tracker.isRefreshing ? isUnchanged : nil
      // NB: a write into elements of known position (a row's control) updates those alone;
      // while the ids line up (an element's value changed, none came, went or moved), the
      // entries are updated where they stand, without building them again.
      let written = tracker.skipsUnchanged ? arrayPlace.flatMap(tracker.written.elements) : nil
      let inPlace =
        written.map { list.updateElements(at: $0, of: items, run) } ?? false
        || list.updateInPlace(items, isUnchanged: compares, run)
      if !inPlace, list.rebuild(items, isUnchanged: compares, make: makeEntry, run) {
        listFields.keep(only: Set(list.entries.map(\.id)))
      }
      for update in trailingUpdates { tracker.run(update.run, with: state) }
      // NB: in place, the rows are the ones shown: gathering them would cost a walk over
      // every element.
      guard !inPlace else { return }
      let cells = list.entries.flatMap(\.cells) + trailing.map(\.element)
      if !cells.elementsEqual(section.cells, by: ===) { section.cells = cells }
    }
  }
}

/// Builds the rows of one element of a list section, over that element, with the fields they
/// declare joined to the list's.
private func listEntry<State, Item: Identifiable>(
  for item: Item, rows: [Element<FormCell, Item>], writes: ListWrites<State, Item>,
  fields listFields: ListFields<State, Item>, in context: RenderingContext<State>,
  canDelete: Bool, canMove: Bool
) -> ListRows<Item>.Entry {
  let id = item.id
  let tracker = context.tracker
  let fields = FieldGroup<Item>()
  // NB: the element's closures keep one object, its writes, no more: a big list keeps
  // them for every element (a closure that captures one object needs no context).
  let element = ElementWrites(writes, id: id, deletes: canDelete, moves: canMove)
  let itemContext = RenderingContext<Item>(
    state: item, link: ElementLink(element, parent: context.link), tracker: tracker,
    fields: fields, isOutlining: false, base: nil)
  let rendered = rows.map { $0(itemContext) }
  listFields.set(fields, for: id)
  let cells = rendered.map(\.element)
  if canDelete || canMove {
    for cell in cells { cell.editing = element }
  }
  let updates = rendered.map { StoredUpdate($0.update) }
  return ListRows<Item>.Entry(
    id: id, cells: cells,
    update: { item in for update in updates { tracker.run(update.run, with: item) } },
    strongReferences: rendered.flatMap(\.strongReferences), last: item)
}

/// The fields of one element's rows, outlined without showing them (an element whose rows
/// were never built: a list on a screen never opened).
private func outlined<Item>(
  _ rows: [Element<FormCell, Item>], of item: Item, under link: AnyFormLink,
  tracker: UpdateTracker
) -> FieldGroup<Item> {
  let outline = FieldGroup<Item>()
  let context = RenderingContext.outline(item, fields: outline, under: link, tracker: tracker)
  for row in rows { _ = row(context) }
  return outline
}
