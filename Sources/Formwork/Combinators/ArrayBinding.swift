/// The elements of an array in state, each with what was built for it over that element:
/// the one machinery behind `listSection` (rows per element, by `id`), `bindEach` (a form per
/// element, by index) and a model's list sections.
///
/// Each update takes the array as it is now: an element whose key (its `id`, or its index)
/// is still there keeps what was built for it and runs its update, unless it is equal to what
/// it showed (for `Equatable` elements, under the same input); a new key gets a new build;
/// keys gone drop theirs. The elements' fields are walked in array order.
final class ArrayBinding<State, Item, Key: Hashable, Built> {
  /// What was built for one element.
  final class Entry {
    let key: Key
    let built: Built
    let update: (Item) -> Void
    let strongReferences: [Any]
    /// Where the element's rows declared their fields.
    let fields: FieldGroup<Item>
    /// Where the element lives, seen from the root state.
    let path: FieldID
    /// The value the entry last showed, or was built from before its first update.
    // NB: not optional: unspecialized code looks up the metadata of `Item?` at each use.
    var lastItem: Item
    /// Whether the entry's update ran since it was built.
    var hasShown = false
    /// What the user had done under the element when it last showed ``lastItem``.
    var lastInput = InputUnder()
    /// Where the element was in the array at the last update.
    let position: Position

    init(
      key: Key, item: Item, built: Built, update: @escaping (Item) -> Void,
      references: [Any], fields: FieldGroup<Item>, path: FieldID, position: Position
    ) {
      self.key = key
      self.position = position
      lastItem = item
      self.built = built
      self.update = update
      strongReferences = references
      self.fields = fields
      self.path = path
    }
  }

  /// Where an element was in the array at the last update: where its changes look first.
  final class Position {
    var index: Int

    init(_ index: Int) {
      self.index = index
    }
  }

  private let keyPath: WritableKeyPath<State, [Item]>
  private let key: (Item, Int) -> Key
  private let same: ((Item, Item) -> Bool)?
  private let differing: (([Item], [Item]) -> [Int])?
  /// The elements as the last update left them shown, one for each entry, in order, when
  /// they can be compared; `nil` before the first update.
  private var shown: [Item]?
  private let context: RenderingContext<State>
  private let build: (RenderingContext<Item>, Key, ArrayBinding) -> (Built, Rendered<Void, Item>)
  /// The entries, in array order as of the last update.
  private(set) var entries: [Entry] = []
  /// The runtime's input version at the last update.
  private var lastInputVersion: Int?
  /// The list's fields: an errors walk over equal elements, with the same entries built for
  /// them, meets again what the last one met (see ``FieldGroup/walk(_:_:_:)``).
  private let listed = FieldGroup<Listing<Item, Entry>>(remembers: true)

  /// - Parameters:
  ///   - keyPath: The array.
  ///   - key: An element's key, given the element and its index.
  ///   - context: The context the array lives in.
  ///   - differing: Compares two arrays of the same count: the indices of the elements not
  ///     equal (``differingIndices(_:)``, made where the element type is known); `nil` when
  ///     elements cannot be compared.
  ///   - build: Builds what an element shows, in the element's context, with its update;
  ///     given the element's key and this binding (for its rows' gestures: hold it weakly).
  init(
    _ keyPath: WritableKeyPath<State, [Item]>, key: @escaping (Item, Int) -> Key,
    in context: RenderingContext<State>, differing: (([Item], [Item]) -> [Int])?,
    build: @escaping (RenderingContext<Item>, Key, ArrayBinding) -> (Built, Rendered<Void, Item>)
  ) {
    self.keyPath = keyPath
    self.key = key
    same = equality(Item.self)
    self.differing = differing
    self.context = context
    self.build = build
    listed.add { [weak self] listing, baseline, walker in
      self?.walk(listing.items, baseline?.items, walker)
    }
    context.fields.add { [weak self] state, baseline, walker in
      guard let self else { return }
      let listing = Listing(items: state[keyPath: keyPath], entries: entries)
      let before = baseline.map { Listing(items: $0[keyPath: keyPath], entries: [Entry]()) }
      walker.within(keyPath) { listed.walk(listing, before, walker) }
    }
  }

  /// Brings the entries up to date with the array in `state`.
  ///
  /// - Returns: Whether the entries came, went or moved.
  @discardableResult
  func update(_ state: State) -> Bool {
    let items = state[keyPath: keyPath]
    let runtime = context.runtime
    // NB: while the input is as it was at the last update, so is what the user did under
    // every element: an entry that showed an element then holds it already.
    let inputUnchanged = lastInputVersion == runtime.inputVersion
    lastInputVersion = runtime.inputVersion
    // NB: only where updates skip: the naive strategy compares nothing.
    defer { shown = differing != nil && runtime.skipsUnchanged ? items : nil }
    if runtime.skipsUnchanged, inputUnchanged, let changed = changedElements(items) {
      // NB: the other elements are equal to what their entries showed, under the same input,
      // which every entry holds already.
      for index in changed {
        let entry = entries[index]
        show(items[index], on: entry, input: entry.lastInput)
      }
      return false
    }
    var equal = [Bool](repeating: false, count: items.count)
    let moved = !linesUp(items, markingEqual: &equal)
    if moved {
      rebuild(items, in: state)
      // NB: marked again from scratch: the entries now stand in the array's order.
      equal = [Bool](repeating: false, count: items.count)
      _ = linesUp(items, markingEqual: &equal)
    }
    let skips = runtime.skipsUnchanged
    // NB: asked once, not per element: unspecialized code looks up the metadata of the
    // optional closure at each test.
    let compares = same != nil
    // NB: `for … in entries`, not `entries[index]`: unspecialized code looks up the entries'
    // metadata at each subscript, once for the loop.
    var index = 0
    for entry in entries {
      defer { index += 1 }
      // NB: an element that cannot be compared runs every time; its input is not looked up.
      guard compares else {
        entry.lastItem = items[index]
        entry.update(items[index])
        continue
      }
      let input =
        inputUnchanged && equal[index] ? entry.lastInput : runtime.input(under: entry.path)
      if skips, equal[index], input == entry.lastInput { continue }
      show(items[index], on: entry, input: input)
    }
    return moved
  }

  /// Runs `entry`'s update with `item`, under `input`, and remembers both.
  private func show(_ item: Item, on entry: Entry, input: InputUnder) {
    entry.lastItem = item
    entry.hasShown = true
    entry.lastInput = input
    entry.update(item)
  }

  /// The indices of the elements not equal to what the last update showed, when the
  /// elements can be compared, every entry showed one, and the array lines up with the
  /// entries key for key; `nil` otherwise.
  ///
  /// The array is compared with the one the last update showed in one pass; only the
  /// elements that differ are asked their key (an equal element has its entry's key).
  private func changedElements(_ items: [Item]) -> [Int]? {
    guard let differing, let shown, shown.count == items.count, entries.count == items.count
    else { return nil }
    let changed = differing(shown, items)
    for index in changed where key(items[index], index) != entries[index].key { return nil }
    return changed
  }

  /// Whether the entries line up with `items`, key for key; marks in `equal` the elements
  /// equal to what their entry showed (none when elements cannot be compared).
  ///
  /// An element equal to what its entry showed has the entry's key (`Equatable` promises
  /// that equal values can stand for each other), so its key is not asked again.
  private func linesUp(_ items: [Item], markingEqual equal: inout [Bool]) -> Bool {
    guard items.count == entries.count else { return false }
    // NB: `for … in entries` with an index beside it, not `zip`, `enumerated()` nor
    // `entries[index]`: unspecialized code looks up the metadata of a generic pair, or of
    // the entries, at each element.
    let entries = entries
    guard let same else {
      return items.indices.allSatisfy { key(items[$0], $0) == entries[$0].key }
    }
    var index = 0
    for entry in entries {
      defer { index += 1 }
      if entry.hasShown, same(entry.lastItem, items[index]) {
        equal[index] = true
      } else if key(items[index], index) != entry.key {
        return false
      }
    }
    return true
  }

  /// Takes the entries for `items` after elements came, went or moved: an element whose key
  /// stays keeps its entry (keys met twice, in order), a new key gets a new one.
  private func rebuild(_ items: [Item], in state: State) {
    var pool: [Key: [Entry]] = [:]
    for entry in entries { pool[entry.key, default: []].append(entry) }
    entries = items.enumerated().map { index, item in
      let key = key(item, index)
      if let kept = pool[key]?.first {
        pool[key]?.removeFirst()
        kept.position.index = index
        return kept
      }
      return makeEntry(for: item, key: key, at: index, in: state)
    }
    // NB: the checks the rows of elements gone started end with them.
    for entry in pool.values.joined() {
      context.runtime.cancelChecks(of: entry.fields, in: entry.lastItem)
    }
  }

  private func makeEntry(for item: Item, key: Key, at index: Int, in state: State) -> Entry {
    let fields = FieldGroup<Item>(remembers: true)
    let position = Position(index)
    let itemContext = elementContext(
      item, key: key, position: position, fields: fields, in: state)
    let (built, rendered) = build(itemContext, key, self)
    return Entry(
      key: key, item: item, built: built, update: rendered.update,
      references: rendered.strongReferences, fields: fields, path: itemContext.path,
      position: position)
  }

  /// The context of the element `key`: its changes go into the element wherever it is in
  /// the array at the time.
  private func elementContext(
    _ item: Item, key elementKey: Key, position: Position, fields: FieldGroup<Item>,
    in state: State
  ) -> RenderingContext<Item> {
    let keyPath = keyPath
    let key = key
    let change = context.change
    return RenderingContext(
      state: item,
      change: { body in
        change { state in
          guard
            let index = Self.index(
              of: elementKey, in: state[keyPath: keyPath], near: position.index, key: key)
          else { return }
          body(&state[keyPath: keyPath][index])
        }
      }, push: context.push, pop: context.pop, runtime: context.runtime,
      path: context.path.appending(keyPath).appending(element: AnyHashable(elementKey)),
      fields: fields, isOutline: context.isOutline)
  }

  /// Where the element `elementKey` is in `items`: at `hint` (where it was at the last
  /// update) when the element there has that key, else the first element with it.
  // NB: the hint is only where to look first: the key decides.
  private static func index(
    of elementKey: Key, in items: [Item], near hint: Int, key: (Item, Int) -> Key
  ) -> Int? {
    if items.indices.contains(hint), key(items[hint], hint) == elementKey { return hint }
    return items.indices.first { key(items[$0], $0) == elementKey }
  }

  /// Visits the elements' fields in array order; dirty compared with the element of the same
  /// key in `baseline`.
  private func walk(_ items: [Item], _ baseline: [Item]?, _ walker: FieldWalker) {
    var byKey: [Key: Entry]?
    var before: [Key: Item]?
    if let old = baseline {
      before = Dictionary(
        old.enumerated().map { (key($1, $0), $1) }, uniquingKeysWith: { first, _ in first })
    }
    // NB: the entries are read with an iterator beside the elements, not `entries[index]`:
    // unspecialized code looks up the entries' metadata at each subscript.
    var atSameIndex = entries.makeIterator()
    for (index, item) in items.enumerated() {
      let itemKey = key(item, index)
      let aligned = atSameIndex.next()
      var entry = aligned?.key == itemKey ? aligned : nil
      if entry == nil {
        if byKey == nil {
          byKey = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        entry = byKey?[itemKey]
      }
      walker.within(\[Item].[index]) { entry?.fields.walk(item, before?[itemKey], walker) }
    }
  }

  // MARK: Gestures on an element's rows

  /// Deletes the element `key`, wherever it is now.
  func delete(_ elementKey: Key) {
    let keyPath = keyPath
    let key = key
    context.link.change { state in
      let items = state[keyPath: keyPath]
      guard let index = items.indices.first(where: { key(items[$0], $0) == elementKey }) else {
        return
      }
      state[keyPath: keyPath].remove(at: index)
    }
  }

  /// Moves the element `key` to where the element `target` is (to the end when `nil`).
  func move(_ elementKey: Key, to target: Key?) {
    let keyPath = keyPath
    let key = key
    context.link.change { state in
      let items = state[keyPath: keyPath]
      guard let from = items.indices.first(where: { key(items[$0], $0) == elementKey }) else {
        return
      }
      let to =
        target.flatMap { target in items.indices.first { key(items[$0], $0) == target } }
        ?? items.count - 1
      guard from != to else { return }
      state[keyPath: keyPath].insert(state[keyPath: keyPath].remove(at: from), at: to)
    }
  }
}

// MARK: Rules on the array as a whole

/// The row that says why the array at `keyPath` fails `rules`, shown only while one fails and
/// errors show; `nil` without rules. It declares the array's own field, so the rules count in
/// the form's errors and hold submit back wherever the row is. `listSection`, `bindEach` and
/// a model form's list sections all show their rules with it.
///
/// - Parameters:
///   - keyPath: The array.
///   - identity: What the array's field compares, to tell whether the user changed it: the
///     elements' ids for rows bound by `id`, their indices for forms bound by index.
///   - title: The row's title, which names the field in the form's errors.
///   - rules: The rules on the array.
func arrayRulesRow<State, Item, Identity: Equatable>(
  _ keyPath: WritableKeyPath<State, [Item]>, identity: KeyPath<[Item], Identity>,
  title: String, rules: [ValidationRule<State, [Item]>]
) -> Element<FormCell, State>? {
  guard !rules.isEmpty else { return nil }
  return { context in
    let field = context.arrayField(title: title, keyPath: keyPath, identity: identity, rules: rules)
    let cell = FormCell(title: title)
    cell.fieldID = field.id
    cell.isVisible = false
    return context.rendered(cell, [field]) { state in
      let message = field.shownMessage(in: state)
      cell.show(message: message)
      if cell.isVisible != (message != nil) { cell.isVisible = message != nil }
    }
  }
}

extension RenderingContext {
  /// Declares the field of the array at `keyPath` as a whole, checked by `rules`: its value
  /// is the array's `identity`, and its rules read the elements from state.
  func arrayField<Item, Identity: Equatable>(
    title: String, keyPath: WritableKeyPath<State, [Item]>,
    identity: KeyPath<[Item], Identity>, rules: [ValidationRule<State, [Item]>]
  ) -> FormField<State, Identity> {
    let strings = strings
    let checks = rules.map { rule in
      let rule = rule.localized(strings)
      return ValidationRule<State, Identity> { _, state in
        rule.check(state[keyPath: keyPath], state)
      }
    }
    let field = self.field(
      title: title, keyPath: keyPath.appending(path: identity), rules: FieldRules(checks))
    // NB: an equal identity does not make equal elements (`unique(by:)` reads their titles).
    field.reusesErrors = false
    return field
  }
}

extension Array where Element: Identifiable {
  /// The elements' ids, in order: what a list's own field compares.
  var elementIDs: [Element.ID] { map(\.id) }
}

/// What a walk over a list's fields reads: the elements, and what was built for them (where
/// their rows declared their fields), in order. Equal listings meet the same fields.
///
/// A listing remembered holds what was built for the elements until the next walk.
private struct Listing<Item, Entry: AnyObject> {
  let items: [Item]
  let entries: [Entry]
}

extension Listing: Equatable where Item: Equatable {
  static func == (one: Listing, other: Listing) -> Bool {
    guard one.items == other.items, one.entries.count == other.entries.count else { return false }
    // NB: the same storage (nothing came, went or was rebuilt since) needs no look at each.
    return one.entries.withUnsafeBufferPointer { first in
      other.entries.withUnsafeBufferPointer { second in
        first.baseAddress == second.baseAddress || zip(first, second).allSatisfy { $0 === $1 }
      }
    }
  }
}
