/// Binds `form` to each element of the array at `keyPath`, by index: the sections of element
/// 0's form, then element 1's, and so on, as many as the array has elements, following it as
/// it grows and shrinks.
///
/// It is `bind(form:to:)` for every element at once, and cheaper than binding each element
/// by hand (`\.groups[i]`): the library composes each element's key path itself, so it
/// knows where every element is, and a change anywhere (a control in one element, or a
/// `driver.change` of unknown extent) runs only the elements it changed.
///
/// ```swift
/// struct Team { var members: [Hotspot] }
/// var teamForm: Form<Team> {
///   bindEach(form: hotspotForm, to: \Team.members)
/// }
/// ```
///
/// Each element's form is built from its index, so what is not in state (text a rule
/// refused, a nested screen's fields) stays with the index when elements move; use
/// `listSection(_:rows:header:canDelete:canMove:trailingRows:)` for rows that follow an
/// element by its `id`.
///
/// - Parameters:
///   - form: The form over one element.
///   - keyPath: Where the array lives in state.
public func bindEach<State, Item>(
  form: @escaping Form<Item>, to keyPath: WritableKeyPath<State, [Item]>
) -> Form<State> {
  joinEach(form, keyPath, isUnchanged: nil)
}

/// Binds `form` to each element of an array of `Equatable` elements, by index; after a
/// change of unknown extent (`driver.change { … }`, `driver.state = …`), only the elements
/// that are not equal to what their forms last showed run.
///
/// Swift picks this overload whenever the elements are `Equatable`; callers write the same
/// `bindEach(form:to:)`.
///
/// ```swift
/// struct Crew: Equatable { var members: [Hotspot] }
/// let crewForm: Form<Crew> = bindEach(form: hotspotForm, to: \Crew.members)   // Hotspot: Equatable
/// ```
///
/// - Parameters:
///   - form: The form over one element.
///   - keyPath: Where the array lives in state.
public func bindEach<State, Item: Equatable>(
  form: @escaping Form<Item>, to keyPath: WritableKeyPath<State, [Item]>
) -> Form<State> {
  joinEach(form, keyPath, isUnchanged: ==)
}

private func joinEach<State, Item>(
  _ form: @escaping Form<Item>, _ keyPath: WritableKeyPath<State, [Item]>,
  isUnchanged: ((Item, Item) -> Bool)?
) -> Form<State> {
  return { context in
    let each = EachForm(form: form, keyPath: keyPath, context: context, isUnchanged: isUnchanged)
    return Rendered(element: each.sections, strongReferences: [each], reads: each.reads) {
      state in each.update(with: state)
    }
  }
}

/// What `bindEach(form:to:)` builds: a form per element, and the section that marks where
/// their sections go on the screen.
final class EachForm<State, Item> {
  private let form: Form<Item>
  private let keyPath: WritableKeyPath<State, [Item]>
  private let context: RenderingContext<State>
  /// Where the array is in the root state.
  private let array: Place?
  private let fields: EachFields<State, Item>
  /// An empty section that is never shown, first: where the elements' sections start on the
  /// screen, even while there are none.
  private let anchor = Section()
  private var elements: [Rendered<[Section], Item>] = []
  /// The elements' sections as the screen holds them, after the anchor.
  private var placed: [Section] = []
  /// What each element reads, indexed; made again when elements come or go.
  private var index = PlaceIndex([])
  /// Whether two values of an element show the same: `==` for `Equatable` elements.
  private let isUnchanged: ((Item, Item) -> Bool)?
  /// The elements the forms last showed (`Equatable` elements), to tell which changed after a
  /// change of unknown extent.
  private var last: [Item]?
  /// What the form reads: the array.
  let reads: Footprint

  init(
    form: @escaping Form<Item>, keyPath: WritableKeyPath<State, [Item]>,
    context: RenderingContext<State>, isUnchanged: ((Item, Item) -> Bool)?
  ) {
    self.form = form
    self.isUnchanged = isUnchanged
    self.keyPath = keyPath
    self.context = context
    array = context.place(of: keyPath)
    anchor.isVisible = false
    let tracker = context.tracker
    let link = context.link
    fields = EachFields(keyPath: keyPath, array: array) { item in
      // NB: an element whose form was never built (its screen never opened) is outlined.
      let outline = FieldGroup<Item>()
      _ = form(RenderingContext.outline(item, fields: outline, under: link, tracker: tracker))
      return outline
    }
    reads = array.map(Footprint.init) ?? .unknown
    context.fields.add(fields)
    resize(to: context.state[keyPath: keyPath].count, in: context.state)
    // NB: `last` waits for the first update: what the forms show is not the elements yet.
    placed = elements.flatMap(\.element)
  }

  /// The sections of every element, after the anchor.
  var sections: [Section] { [anchor] + placed }

  func update(with state: State) {
    let items = state[keyPath: keyPath]
    let tracker = context.tracker
    let old = elements.count
    if items.count != old {
      resize(to: items.count, in: state)
      placeSections()
      // NB: new elements were built from this state and need their first update.
      for position in old..<max(old, items.count) { run(position, items, chosen: false) }
    }
    let kept = min(old, items.count)
    guard tracker.skipsUnchanged, !tracker.written.isUnknown else {
      // NB: after a change of unknown extent, the elements equal to what their forms showed
      // skip (not in a refresh, which changes what they show and not their value).
      let skips = tracker.skipsUnchanged && !tracker.isRefreshing
      for position in 0..<kept {
        if skips, let last, let isUnchanged, isUnchanged(last[position], items[position]) {
          continue
        }
        run(position, items, chosen: false)
      }
      keep(items)
      return
    }
    index.forEachReached(by: tracker.written) { position in
      guard position < kept else { return }
      run(position, items, chosen: true)
    }
    if items.count != old { keep(items) }
  }

  /// Runs the form of the element at `position`, and keeps what it showed.
  private func run(_ position: Int, _ items: [Item], chosen: Bool) {
    let tracker = context.tracker
    if chosen {
      tracker.runChosen(elements[position].update, with: items[position])
    } else {
      tracker.run(elements[position].update, with: items[position])
    }
    if position < last?.count ?? 0 { last?[position] = items[position] }
  }

  /// Keeps a copy of `items`, in storage of its own: one that shared the state's would make
  /// the next write into the state copy it.
  private func keep(_ items: [Item]) {
    guard isUnchanged != nil else { return }
    var copy: [Item] = []
    copy.reserveCapacity(items.count)
    copy.append(contentsOf: items)
    last = copy
  }

  /// Builds the forms of new elements, or drops those of elements gone.
  private func resize(to count: Int, in state: State) {
    if count < elements.count {
      elements.removeLast(elements.count - count)
      fields.keep(count)
    }
    while elements.count < count {
      let position = elements.count
      let element = keyPath.appending(path: \[Item].[position])
      let scoped = context.with(state: state).scoped(
        to: element, at: array?.appending([.element(position)]),
        fields: fields.group(at: position))
      let (rendered, reads) = bound(form, in: scoped)
      elements.append(
        Rendered(
          element: rendered.element, strongReferences: rendered.strongReferences,
          reads: reads.reads, update: rendered.update))
    }
    index = PlaceIndex(elements.map(\.reads))
  }

  /// Puts the elements' sections on the screen after the anchor, in place of the old ones.
  private func placeSections() {
    let sections = elements.flatMap(\.element)
    defer { placed = sections }
    guard let screen = anchor.screen,
      let start = screen.sections.firstIndex(where: { $0 === anchor })
    else { return }
    let old = (start + 1)..<min(start + 1 + placed.count, screen.sections.count)
    screen.sections.replaceSubrange(old, with: sections)
  }
}

/// The fields of every element's form (see `bindEach(form:to:)`), by index: the built
/// forms declare them; an element whose form was never built is outlined when first needed.
final class EachFields<State, Item>: FieldNode<State> {
  let keyPath: KeyPath<State, [Item]>
  /// Where the array is in the root state.
  private let array: Place?
  private let outline: (Item) -> FieldGroup<Item>
  /// Each element's group: its built form's, or its outline; `nil` for neither yet.
  private var groups: [FieldGroup<Item>?] = []

  init(
    keyPath: KeyPath<State, [Item]>, array: Place?,
    outline: @escaping (Item) -> FieldGroup<Item>
  ) {
    self.keyPath = keyPath
    self.array = array
    self.outline = outline
  }

  /// The group of the element at `position`, where its built form declares its fields.
  func group(at position: Int) -> FieldGroup<Item> {
    let group = FieldGroup<Item>()
    // NB: a form built for an element that was outlined keeps what the user did to it.
    if position < groups.count, let old = groups[position] { group.adopt(old) }
    take(group, at: position)
    return group
  }

  private func take(_ group: FieldGroup<Item>, at position: Int) {
    while groups.count <= position { groups.append(nil) }
    groups[position] = group
    group.parent = self
    group.indexInParent = position
    if let scope { group.attach(elementScope(at: position, in: scope)) }
    invalidate()
  }

  /// Forgets the fields of elements past `count` (the array shrank).
  func keep(_ count: Int) {
    guard groups.count > count else { return }
    for group in groups[count...] { _ = group?.dropRefused() }
    groups.removeLast(groups.count - count)
    invalidate()
  }

  private func elementScope(at position: Int, in scope: FieldScope) -> FieldScope {
    let place = array?.appending([.element(position)])
    return FieldScope(
      index: scope.index,
      base: place.flatMap { place in
        scope.base.map { StateLocation(place: place, maker: $0.maker) }
      }, isIndexed: scope.isIndexed)
  }

  /// The group of the element at `position`, outlined now if it never was.
  private func group(at position: Int, for item: Item) -> FieldGroup<Item> {
    if position < groups.count, let group = groups[position] { return group }
    let outlined = outline(item)
    take(outlined, at: position)
    return outlined
  }

  override func didAttach(to scope: FieldScope) {
    // NB: the array's count decides which elements count.
    register(reads: array.map(Footprint.init) ?? .unknown)
    for (position, group) in groups.enumerated() {
      group?.attach(elementScope(at: position, in: scope))
    }
  }

  override func visit(_ state: State, _ baseline: State?, _ walk: FieldWalk) {
    let items = state[keyPath: keyPath]
    let before = baseline?[keyPath: keyPath]
    for (position, item) in items.enumerated() {
      let old = before.flatMap { position < $0.count ? $0[position] : nil }
      group(at: position, for: item).visit(item, old, walk)
    }
  }

  override func computeFailures(_ state: State, depth: Int) -> [FieldFailure] {
    var failures: [FieldFailure] = []
    for (position, item) in state[keyPath: keyPath].enumerated() {
      failures += group(at: position, for: item).failures(item, depth: depth)
    }
    return failures
  }

  override func childIsStale(_ child: any FieldFailureNode, at index: Int) {
    invalidate()
  }

  override func forgetFailures() {
    super.forgetFailures()
    for group in groups { group?.forgetFailures() }
  }

  override func dropRefused() -> Bool {
    var dropped = false
    for group in groups where group?.dropRefused() == true { dropped = true }
    return dropped
  }

  override func adopt(_ old: FieldNode<State>) {
    guard let old = old as? EachFields<State, Item> else { return }
    for (mine, theirs) in zip(groups, old.groups) {
      if let mine, let theirs { mine.adopt(theirs) }
    }
  }
}
