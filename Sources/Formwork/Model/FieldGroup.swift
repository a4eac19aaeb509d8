/// The fields of a form, as one typed structure that covers the whole form: screens that
/// were never opened, rows of every list element, and the conditions that decide whether a
/// field counts.
///
/// Every element declares its fields in its context's group (``RenderingContext/fields``)
/// while it is built. The built-in combinators do it for you: `validated` declares a field
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
  /// The answer of ``includes`` for the current state, kept by the built element that owns
  /// the condition, so walks do not run the condition again.
  var isIncludedNow: Bool?

  /// Creates an empty group.
  public override init() {
    includes = nil
  }

  init(includes: ((State) -> Bool)?) {
    self.includes = includes
  }

  /// Adds a part, in form order.
  func add(_ node: FieldNode<State>) {
    nodes.append(node)
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
  /// - Parameter includes: Whether the fields count for a state; always if `nil`.
  /// - Returns: The new group, to build the covered elements with.
  public func group(includedWhen includes: ((State) -> Bool)? = nil) -> FieldGroup<State> {
    let group = FieldGroup(includes: includes)
    add(group)
    return group
  }

  /// Declares a field: a value at a key path and the rules it must pass. Declaring twice
  /// for the same key path in the same group (a control declares its value, a `validated`
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
      existing.rules += rules
      if !rules.isEmpty { existing.timing = timing }
      return existing
    }
    let field = FormField(title: title, keyPath: keyPath, rules: rules, timing: timing)
    add(field)
    return field
  }

  override func field(at keyPath: AnyKeyPath) -> AnyFormField? {
    for node in nodes {
      if let found = node.field(at: keyPath) { return found }
    }
    return nil
  }

  override func name(untitled title: String) {
    for node in nodes { node.name(untitled: title) }
  }

  override func dropRefused() -> Bool {
    var dropped = false
    for node in nodes where node.dropRefused() { dropped = true }
    return dropped
  }

  override func visit(_ state: State, _ baseline: State?, _ walk: FieldWalk) {
    if let isIncludedNow {
      guard isIncludedNow else { return }
    } else if let includes, !includes(state) {
      return
    }
    for node in nodes { node.visit(state, baseline, walk) }
  }

  override func adopt(_ old: FieldNode<State>) {
    guard let old = old as? FieldGroup<State> else { return }
    for (node, previous) in zip(nodes, old.nodes) { node.adopt(previous) }
  }
}

/// A part of a form's field structure over `State`: a field, a group, a nested screen, a
/// list. Subclasses are the parts the combinators declare.
public class FieldNode<State> {
  init() {}

  /// Visits the reachable fields in form order, with the baseline state (for dirty state)
  /// when there is one.
  func visit(_ state: State, _ baseline: State?, _ walk: FieldWalk) {}

  /// Takes over what the user did to the fields of `old`, a node of the same shape built
  /// earlier (an outline replaced by the built screen): shown errors, touched fields.
  func adopt(_ old: FieldNode<State>) {}

  /// The field declared here for `keyPath`, not looking into nested screens or lists.
  func field(at keyPath: AnyKeyPath) -> AnyFormField? { nil }

  /// Names the fields declared here that have no title yet: a `controlCell` names the field
  /// its control declared.
  func name(untitled title: String) {}

  /// Drops the refused values of the fields here, whose rows are going away (their screen
  /// was popped), and cancels their waiting checks; returns whether anything was dropped.
  func dropRefused() -> Bool { false }
}

/// The fields of a nested state, declared through ``bind(form:to:)``.
final class ScopedFields<State, Nested>: FieldNode<State> {
  let keyPath: KeyPath<State, Nested>
  let group: FieldGroup<Nested>

  init(keyPath: KeyPath<State, Nested>, group: FieldGroup<Nested>) {
    self.keyPath = keyPath
    self.group = group
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
  /// The errors of the reachable fields in form order, each named by its path.
  func validationErrors(in state: State) -> [ValidationError] {
    var errors: [ValidationError] = []
    visit(
      state, nil,
      FieldWalk { field, status in
        if let message = status.errors.first {
          errors.append(ValidationError(field: field.title, message: message, path: status.path))
        }
      })
    return errors
  }

  /// The first reachable field that fails, with the screens that lead to it.
  func firstFailing(in state: State) -> (field: AnyFormField, path: [String])? {
    var first: (field: AnyFormField, path: [String])?
    visit(
      state, nil,
      FieldWalk { field, status in
        if first == nil, !status.errors.isEmpty { first = (field, status.path) }
      })
    return first
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
