/// The fields of a form, as one typed structure that covers the whole form: screens that
/// were never opened, rows of every list element, and the conditions that decide whether a
/// field counts.
///
/// Every element declares its fields in its context's group (``RenderingContext/fields``)
/// while it is built. The built-in combinators do it for you: a control declares a field
/// with its rules, `hidden` and `section(isVisible:)` declare the conditions around the
/// fields inside them, `bind` scopes them, a disclosure row declares its nested form (which
/// is outlined, not built, until it is opened), and a list section declares the rows of each
/// element. The driver reads the structure for ``FormDriver/validationErrors``,
/// ``FormDriver/validate()``, submit gating and dirty state.
///
/// A custom element joins by declaring a field:
///
/// ```swift
/// func ratingCell<State>(_ keyPath: WritableKeyPath<State, Int>) -> Element<FormCell, State> {
///   return { context in
///     let field = context.fields.declare(title: "Rating", keyPath: keyPath,
///                                        rules: [.range(1...5)])
///     let cell = FormCell(title: "Rating")
///     field.cell = cell    // the cell shows the field's message
///     return Rendered(element: cell, strongReferences: [field]) { _ in }
///   }
/// }
/// ```
///
/// A field counts while it is reachable: every condition around it allows it to show and
/// the rows leading to its screen are visible. Disabled fields still count.
public final class FieldGroup<State>: FieldNode<State> {
  private(set) var nodes: [FieldNode<State>] = []
  /// Whether the fields of the group count for a state; always if `nil`.
  let includes: ((State) -> Bool)?
  /// What ``includes`` reads.
  private let includesReads: Footprint
  /// The answer of ``includes`` for the current state, kept by the built element that owns
  /// the condition, so walks do not run the condition again.
  var isIncludedNow: Bool? {
    didSet { if isIncludedNow != oldValue { invalidate() } }
  }
  /// Whether every part may fail differently since (nothing computed yet, or forgotten).
  // NB: next to the other one-byte property, so the two share a word.
  private var allStale = true
  /// What fails under each part, as last computed, and the parts that fail, in order.
  /// Grown to the parts when failures are computed: a group never checked keeps none.
  private var partFailures: [[FieldFailure]] = []
  private var failingParts: [Int] = []
  /// The parts that may fail differently since, when not all of them: a big form keeps a
  /// group per list element, and most groups are never told anything.
  private var staleParts: [Int] = []

  /// Creates an empty group.
  public override init() {
    includes = nil
    includesReads = .none
  }

  init(includes: ((State) -> Bool)?, reads: Footprint) {
    self.includes = includes
    includesReads = includes == nil ? .none : reads
  }

  /// Adds a part, in form order.
  func add(_ node: FieldNode<State>) {
    node.parent = self
    node.indexInParent = nodes.count
    nodes.append(node)
    if !allStale { staleParts.append(node.indexInParent) }
    node.hasToldParent = true
    invalidate()
    if let scope { node.attach(scope) }
  }

  /// A group inside this one whose fields count only while `includes` holds.
  ///
  /// ```swift
  /// let lockable: Element<FormCell, Newsletter> = { context in
  ///   let inner = context.fields.group(includedWhen: { !$0.isLocked })
  ///   return controlCell(title: "Code", control: textField(keyPath: \.code))(
  ///     context.with(fields: inner))
  /// }
  /// ```
  ///
  /// A condition given as a closure may read anything, so it is checked again after every
  /// change.
  ///
  /// - Parameter includes: Whether the fields count for a state; always if `nil`.
  /// - Returns: The new group, to build the covered elements with.
  public func group(includedWhen includes: ((State) -> Bool)? = nil) -> FieldGroup<State> {
    group(includedWhen: includes, reads: .unknown)
  }

  /// A group inside this one whose fields count only while `includes` holds, which reads
  /// `reads` of state.
  func group(includedWhen includes: ((State) -> Bool)?, reads: Footprint) -> FieldGroup<State> {
    let group = FieldGroup(includes: includes, reads: reads)
    add(group)
    return group
  }

  /// Declares a field: a value at a key path and the rules it must pass. Declaring twice
  /// for the same key path in the same group (a control declares its value, its `rules:`
  /// around its cell adds rules) gives the one field.
  ///
  /// - Parameters:
  ///   - title: The field's title, as its row shows it.
  ///   - keyPath: Where its value lives.
  ///   - rules: The rules, checked in order.
  ///   - timing: When its row's message follows the value.
  /// - Returns: The field; keep it in the element's strong references and set its
  ///   ``FormField/cell`` so the row shows its message.
  @discardableResult
  public func declare<Value: Equatable>(
    title: String, keyPath: KeyPath<State, Value>, rules: [ValidationRule<State, Value>] = [],
    timing: ValidationTiming = .onChange
  ) -> FormField<State, Value> {
    if let existing = field(at: keyPath) as? FormField<State, Value> {
      if existing.title.isEmpty { existing.title = title }
      existing.add(rules)
      if !rules.isEmpty { existing.timing = timing }
      return existing
    }
    let field = FormField(title: title, keyPath: keyPath, rules: rules, timing: timing)
    add(field)
    return field
  }

  /// Declares the field of the value a control edits: a new field, never one declared
  /// before (a control declares first in its row), so declaring costs nothing however many
  /// fields the group holds. Its `rules:` (``FieldRules``) find it.
  func declareControlled<Value: Equatable>(
    keyPath: KeyPath<State, Value>, reads: Footprint, at base: Place?
  ) -> FormField<State, Value> {
    let field = FormField(title: "", keyPath: keyPath, rules: [], timing: .onChange)
    field.controlReads = (reads, base)
    add(field)
    return field
  }

  /// Names the untitled fields among the parts from `first` on (what a row declared), and
  /// shows the messages of those with rules in `cell`.
  func name(untitled title: String, shownIn cell: FormCell?, from first: Int) {
    for node in nodes[first...] { node.name(untitled: title, shownIn: cell) }
  }

  override func field(at keyPath: AnyKeyPath) -> AnyFormField? {
    for node in nodes {
      if let found = node.field(at: keyPath) { return found }
    }
    return nil
  }

  override func name(untitled title: String, shownIn cell: FormCell?) {
    for node in nodes { node.name(untitled: title, shownIn: cell) }
  }

  override func dropRefused() -> Bool {
    var dropped = false
    for node in nodes where node.dropRefused() { dropped = true }
    return dropped
  }

  override func visit(_ state: State, _ baseline: State?, _ walk: FieldWalk) {
    guard isIncluded(in: state) else { return }
    for node in nodes { node.visit(state, baseline, walk) }
  }

  private func isIncluded(in state: State) -> Bool {
    if let isIncludedNow { return isIncludedNow }
    return includes?(state) ?? true
  }

  override func adopt(_ old: FieldNode<State>) {
    guard let old = old as? FieldGroup<State> else { return }
    for (node, previous) in zip(nodes, old.nodes) { node.adopt(previous) }
  }

  override func didAttach(to scope: FieldScope) {
    // NB: what the parts said before, outside a driver's form, was for other states.
    allStale = true
    staleParts = []
    if includes != nil { register(reads: includesReads) }
    for node in nodes { node.attach(scope) }
  }

  override func childIsStale(_ child: any FieldFailureNode, at index: Int) {
    if !allStale { staleParts.append(index) }
    invalidate()
  }

  override func allPartsAreStale() {
    allStale = true
    staleParts = []
  }

  override func forgetFailures() {
    super.forgetFailures()
    for node in nodes { node.forgetFailures() }
    allStale = true
    staleParts = []
  }

  override func computeFailures(_ state: State, depth: Int) -> [FieldFailure] {
    guard isIncluded(in: state) else { return [] }
    // NB: a group outside a driver's form is told nothing: it checks every part each time.
    let parts = keepsFailures && !allStale ? staleParts : Array(nodes.indices)
    staleParts = []
    allStale = false
    if partFailures.count < nodes.count {
      partFailures += repeatElement([], count: nodes.count - partFailures.count)
    }
    for index in parts {
      let failures = nodes[index].failures(state, depth: depth)
      let wasFailing = !partFailures[index].isEmpty
      partFailures[index] = failures
      guard wasFailing == failures.isEmpty else { continue }
      // NB: the failing parts stay sorted, so the failures come in form order.
      let position = failingParts.partitionIndex { $0 >= index }
      if wasFailing {
        failingParts.remove(at: position)
      } else {
        failingParts.insert(index, at: position)
      }
    }
    if failingParts.count == 1 { return partFailures[failingParts[0]] }
    return failingParts.flatMap { partFailures[$0] }
  }
}

/// A part of a form's field structure over `State`: a field, a group, a nested screen, a
/// list. Subclasses are the parts the combinators declare.
public class FieldNode<State>: FieldFailureNode {
  init() {}

  /// The group or node this one is a part of, told when what fails here may have changed.
  weak var parent: (any FieldFailureNode)?
  /// Where this node is among its parent's parts.
  var indexInParent = 0
  /// Whether the parent knows this node is stale (until it asks again).
  var hasToldParent = false
  /// What fails under this node, kept between changes while this node belongs to a
  /// driver's form; `nil` when stale.
  private var kept: [FieldFailure]?
  /// The driver's form this node belongs to, once it does.
  private(set) var scope: FieldScope?
  /// Whether this node belongs to a driver's form, which tells it when what it reads was
  /// written, so it keeps what fails between changes.
  var keepsFailures: Bool { scope != nil }

  /// Visits the reachable fields in form order, with the baseline state (for dirty state)
  /// when there is one.
  func visit(_ state: State, _ baseline: State?, _ walk: FieldWalk) {}

  /// Takes over what the user did to the fields of `old`, a node of the same shape built
  /// earlier (an outline replaced by the built screen): shown errors, touched fields.
  func adopt(_ old: FieldNode<State>) {}

  /// The field declared here for `keyPath`, not looking into nested screens or lists.
  func field(at keyPath: AnyKeyPath) -> AnyFormField? { nil }

  /// Names the fields declared here that have no title yet, and shows the messages of those
  /// with rules and no cell in `cell`: a `controlCell` names the field its control declared.
  func name(untitled title: String, shownIn cell: FormCell?) {}

  /// Ends what the rows of the fields here started, as they go away (their screen was
  /// popped, their list element deleted or replaced): drops refused values, cancels waiting
  /// checks and their debounces, forgets the checks' answers; returns whether anything was
  /// dropped.
  func dropRefused() -> Bool { false }

  /// Joins a driver's form, once.
  final func attach(_ scope: FieldScope) {
    guard self.scope == nil else { return }
    self.scope = scope
    didAttach(to: scope)
  }

  /// What joining a driver's form takes for this kind of node: registering what it reads
  /// (``register(reads:)``) and passing the scope on to its parts.
  func didAttach(to scope: FieldScope) {}

  /// Tells the driver's index that this node reads `reads`; a node in a list element is
  /// told by its list instead.
  func register(reads: Footprint) {
    guard let scope, scope.isIndexed else { return }
    scope.index.register(self, reads: reads)
  }

  /// What fails under this node now, computed from its parts; subclasses override.
  func computeFailures(_ state: State, depth: Int) -> [FieldFailure] { [] }

  /// What fails under this node in `state`, the driver's current state: what it kept, when
  /// nothing it reads was written since, otherwise computed again. `depth` counts the
  /// nested screens on the way, so a form that nests itself stops.
  final func failures(_ state: State, depth: Int) -> [FieldFailure] {
    hasToldParent = false
    // NB: a change of unknown extent tells no node: it starts a new epoch of the index, and
    // what was kept before it is stale. A list element's nodes are told by their list, which
    // compares the element's value.
    let epoch = scope.map { $0.isIndexed ? $0.index.epoch : 0 } ?? 0
    if let kept, keptEpoch == epoch { return kept }
    if keptEpoch != epoch {
      keptEpoch = epoch
      allPartsAreStale()
    }
    let computed = computeFailures(state, depth: depth)
    if keepsFailures { kept = computed }
    return computed
  }

  /// The epoch of the index when ``kept`` was computed.
  private var keptEpoch = 0

  /// What a change of unknown extent does to a node that keeps what fails under its parts:
  /// every part may fail differently.
  func allPartsAreStale() {}

  /// Runs whenever what fails under this node may have changed (a row that shows a count
  /// of its errors is told this way).
  var onStale: (() -> Void)?
  /// The signal ``onStale`` raises, once made.
  var staleSignal: Place?

  final func invalidate() {
    kept = nil
    onStale?()
    guard !hasToldParent else { return }
    hasToldParent = true
    parent?.childIsStale(self, at: indexInParent)
  }

  func childIsStale(_ child: any FieldFailureNode, at index: Int) {
    invalidate()
  }

  /// What the index calls when something this node reads was written.
  func wasWritten() {
    invalidate()
  }

  /// Drops what this node and every node under it kept, without telling the parent: the
  /// state they were computed for (a list element's value) changed.
  func forgetFailures() {
    kept = nil
  }
}

/// The fields of a nested state, declared through ``bind(form:to:)``.
final class ScopedFields<State, Nested>: FieldNode<State> {
  let keyPath: KeyPath<State, Nested>
  let group: FieldGroup<Nested>

  init(keyPath: KeyPath<State, Nested>, group: FieldGroup<Nested>) {
    self.keyPath = keyPath
    self.group = group
    super.init()
    group.parent = self
  }

  override func didAttach(to scope: FieldScope) {
    group.attach(scope.entering(keyPath))
  }

  override func computeFailures(_ state: State, depth: Int) -> [FieldFailure] {
    group.failures(state[keyPath: keyPath], depth: depth)
  }

  override func forgetFailures() {
    super.forgetFailures()
    group.forgetFailures()
  }

  override func visit(_ state: State, _ baseline: State?, _ walk: FieldWalk) {
    group.visit(state[keyPath: keyPath], baseline?[keyPath: keyPath], walk)
  }

  override func adopt(_ old: FieldNode<State>) {
    if let old = old as? ScopedFields<State, Nested> { group.adopt(old.group) }
  }

  override func dropRefused() -> Bool { group.dropRefused() }
}

/// One visit over a form's reachable fields: where it is (the titles of the screens that
/// lead there) and what to do with each field.
final class FieldWalk {
  /// The titles of the nested screens around the fields visited now.
  var path: [String] = []
  /// What to do with each reachable field.
  let onField: (AnyFormField, FieldStatus) -> Void
  /// Whether disclosure rows passed on the way bring their error counts up to date (after
  /// fields were made to show their errors).
  var refreshesRows = false

  init(refreshesRows: Bool = false, onField: @escaping (AnyFormField, FieldStatus) -> Void) {
    self.refreshesRows = refreshesRows
    self.onField = onField
  }
}

/// A field's status during a walk.
struct FieldStatus {
  /// The messages of the rules its value fails now.
  let errors: [String]
  /// Whether its value differs from the baseline (`false` without one).
  let isDirty: Bool
  /// The screens that lead to it.
  let path: [String]
  /// Its text, when it is masked (a password).
  var maskedText: String? = nil
}

extension FieldNode {
  /// The errors of the reachable fields in form order, each named by its path. In a
  /// driver's form, `state` is the driver's current state: only the parts whose reads a
  /// change wrote check again.
  func validationErrors(in state: State) -> [ValidationError] {
    failures(state, depth: 0).map(\.error)
  }

  /// The first reachable field that fails, with the screens that lead to it and the rows
  /// that open them (where built).
  ///
  /// - Parameter waitingPasses: Whether a field that fails only because a check is still
  ///   asked (`checking…`) counts as passing.
  func firstFailing(
    in state: State, waitingPasses: Bool = false
  ) -> (field: AnyFormField, path: [String], rows: [FormCell?])? {
    for failure in failures(state, depth: 0) where !(waitingPasses && failure.isWaiting) {
      if let field = failure.field { return (field, failure.path, failure.rows.map(\.cell)) }
    }
    return nil
  }

  /// Makes every reachable field show its errors, and disclosure rows their counts.
  ///
  /// - Returns: The errors, as ``validationErrors(in:)``.
  func showErrors(in state: State) -> [ValidationError] {
    var errors: [ValidationError] = []
    visit(
      state, nil,
      FieldWalk(refreshesRows: true) { field, status in
        field.showErrors()
        if let message = status.errors.first {
          errors.append(ValidationError(field: field.title, message: message, path: status.path))
        }
      })
    return errors
  }
}
